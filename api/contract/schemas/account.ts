import * as v from 'valibot'
import { messages } from '../messages'
import { toE164 } from '../phone'
import { phoneNeedsConsent } from './phone-consent'
import { AuditEvent } from './audit'
import { User } from './auth'
import { Availability } from './availability'
import { Booking, ClientBooking, Instant, TimeZoneName } from './bookings'
import { Language } from './language'
import { OwnProfessional } from './professionals'
import { Verification } from './verification'

/**
 * An optional phone number, typed as people write it (`0712 345 678`, `+234 802 123 4567`), read
 * with Kenya as the default country and kept as E.164 (`+254712345678`). '' or null clears it.
 */
export const PhoneNumber = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(30, messages.phoneInvalid),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return null
      const e164 = toE164(dataset.value)
      if (e164 === null) {
        addIssue({ message: messages.phoneInvalid })
        return NEVER
      }
      return e164
    }),
  ),
)

/** The phone and the consent to show it to the person's professionals on confirmed sessions. */
export const phoneEntries = {
  phone: v.optional(PhoneNumber),
  phoneConsent: v.optional(v.boolean()),
}

/** The language and zone every message to the person is written in (docs/product.md#16-notifications). */
export const localeEntries = {
  language: v.optional(Language),
  timezone: v.optional(TimeZoneName),
}

/**
 * GET /api/me/account: what the signed-in person has told us about themselves beyond the username.
 * `phoneVerified`: the phone was proven with a code; only a verified phone gets SMS updates.
 */
export const Account = v.strictObject({
  username: v.string(),
  phone: v.nullable(v.string()),
  phoneConsent: v.boolean(),
  phoneVerified: v.boolean(),
  language: Language,
  timezone: v.string(),
})
export type Account = v.InferOutput<typeof Account>

/**
 * PATCH /api/me/account. `password`, the account's current one, is needed only to set a number
 * the account does not have (api/domain/accounts/phone-change.ts); it is checked, never kept.
 */
export const AccountUpdate = v.pipe(
  v.strictObject({
    ...phoneEntries,
    ...localeEntries,
    password: v.optional(v.string(messages.phonePasswordRequired)),
  }),
  v.forward(v.partialCheck([['phone'], ['phoneConsent']], phoneNeedsConsent, messages.phoneConsentRequired), [
    'phoneConsent',
  ]),
)
export type AccountUpdate = v.InferOutput<typeof AccountUpdate>

export { AccountDeletion, PasswordChange } from './password'

/**
 * GET /api/me/export: everything we hold about the person, as a JSON file. Bookings are as the
 * person sees them (a professional's carry their session notes); `professional` is null for other roles.
 */
export const DataExport = v.strictObject({
  exportedAt: Instant,
  account: v.strictObject({
    ...User.entries,
    ...Account.entries,
    createdAt: Instant,
  }),
  bookings: v.union([v.array(ClientBooking), v.array(Booking)]),
  professional: v.nullable(
    v.strictObject({
      profile: OwnProfessional,
      availability: v.nullable(Availability),
      verification: Verification,
    }),
  ),
  auditEvents: v.array(AuditEvent),
  /** The person's own messages, in every thread: never the other party's. */
  messages: v.array(v.strictObject({ bookingId: v.number(), text: v.string(), sentAt: Instant })),
})
export type DataExport = v.InferOutput<typeof DataExport>
