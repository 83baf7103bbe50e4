import { addDays, instantOf } from '../../contract/time'
import type { RegulatorId } from '../../contract/regulators'
import { regulatorZone } from '../../contract/regulators'
import type { VerificationState } from '../../contract/schemas/verification'

/** The instant a licence stops counting: the end of its expiry date in its regulator's country. */
export function licenceValidUntil(licenceExpiresOn: string, regulator: RegulatorId): Date {
  return instantOf(addDays(licenceExpiresOn, 1), '00:00', regulatorZone(regulator))
}

/** Whether the licence still holds at `now` (an expiry date of today is still valid). */
export function licenceIsCurrent(licenceExpiresOn: string, regulator: RegulatorId, now: Date): boolean {
  return licenceValidUntil(licenceExpiresOn, regulator).getTime() > now.getTime()
}

/** A verified check turns expired on its own once its licence runs out; every other state is as stored. */
export function effectiveState(
  stored: VerificationState,
  licenceExpiresOn: string | null,
  regulator: RegulatorId | null,
  now: Date,
): VerificationState {
  if (stored !== 'verified' || !licenceExpiresOn || !regulator) return stored
  return licenceIsCurrent(licenceExpiresOn, regulator, now) ? 'verified' : 'expired'
}
