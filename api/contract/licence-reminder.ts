/**
 * When the dashboard reminds a professional to renew. Apart from verification-clock.ts, whose
 * time-zone code the dashboard's first load does not need: the answer's validUntil is enough.
 */

/** Days before a licence runs out from which the dashboard reminds the professional. */
export const EXPIRY_REMINDER_DAYS = 30

/** Whether the dashboard should remind the professional to renew (from 30 days before the end). */
export function licenceExpiresSoon(validUntil: Date, now: Date): boolean {
  const remaining = validUntil.getTime() - now.getTime()
  return remaining > 0 && remaining <= EXPIRY_REMINDER_DAYS * 24 * 60 * 60 * 1000
}
