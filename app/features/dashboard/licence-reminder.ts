/**
 * When the dashboard reminds a professional to renew (docs/product.md#15-trust). The answer's
 * validUntil already is the end of the expiry date in the regulator's country, so no time-zone
 * code is needed here.
 */

/** Days before a licence runs out from which the dashboard reminds the professional. */
export const EXPIRY_REMINDER_DAYS = 30

/** Whether the licence runs out within the reminder's days (and has not yet). */
export function licenceExpiresSoon(validUntil: Date, now: Date): boolean {
  const remaining = validUntil.getTime() - now.getTime()
  return remaining > 0 && remaining <= EXPIRY_REMINDER_DAYS * 24 * 60 * 60 * 1000
}
