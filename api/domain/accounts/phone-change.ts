import { badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Account, AccountUpdate } from '../../contract/schemas/account'

export type PhoneState = { phone: string | null; phoneConsent: boolean }

/**
 * The phone and consent after a PATCH /api/me/account: what the body leaves out stays, clearing
 * the phone clears the consent, and a number left without consent is refused (400).
 */
export function changedPhone(current: PhoneState, update: AccountUpdate): PhoneState {
  const phone = update.phone === undefined ? current.phone : update.phone
  const phoneConsent = phone !== null && (update.phoneConsent ?? current.phoneConsent)
  if (phone !== null && !phoneConsent) {
    throw badRequest(messages.phoneConsentRequired, { phoneConsent: messages.phoneConsentRequired })
  }
  return { phone, phoneConsent }
}

/**
 * A number the account did not have, a first one or another: the recovery channel changing hands
 * (a password reset's code goes to it), which only the password may allow. Clearing it, or the
 * same number again, hands nothing over.
 */
export const takesNewPhone = (current: PhoneState, next: PhoneState): boolean =>
  next.phone !== null && next.phone !== current.phone

/** What PATCH /api/me/account may change: the phone (a new number is unverified), the language and zone. */
export type AccountChanges = Omit<Account, 'username'>

export function changedAccount(current: Account, update: AccountUpdate): AccountChanges {
  const { phone, phoneConsent } = changedPhone(current, update)
  return {
    phone,
    phoneConsent,
    phoneVerified: current.phoneVerified && phone === current.phone,
    language: update.language ?? current.language,
    timezone: update.timezone ?? current.timezone,
  }
}
