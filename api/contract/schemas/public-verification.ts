import * as v from 'valibot'
import { Instant } from './bookings'

/** What the public sees of a standing check (the directory, the profile page): null unless verified. */
export const PublicVerification = v.strictObject({
  /** The regulator's name with its country, e.g. "Counsellors and Psychologists Board (Kenya)". */
  regulator: v.string(),
  registrationNumber: v.string(),
  checkedAt: Instant,
  validUntil: Instant,
})
export type PublicVerification = v.InferOutput<typeof PublicVerification>
