import type { LicenceDocumentType } from '../../contract/licence-documents'
import { regulatorDisplayName, type RegulatorId } from '../../contract/regulators'
import type { PublicVerification } from '../../contract/schemas/public-verification'
import type { Verification } from '../../contract/schemas/verification'
import { effectiveState, licenceValidUntil } from './verification-clock'

/** The states a verification is stored in; `unverified` is no record, `expired` is read from the clock. */
export type StoredVerificationState = 'submitted' | 'verified' | 'rejected'

/** A professional's verification as both implementations keep it (instants as ISO text). */
export type StoredVerification = {
  state: StoredVerificationState
  regulator: RegulatorId
  regulatorName: string | null
  registrationNumber: string
  licenceExpiresOn: string
  submittedAt: string
  checkedAt: string | null
  reason: string | null
}

export type StoredDocument = { contentType: LicenceDocumentType; bytes: number }

const NOTHING_SUBMITTED: Verification = {
  state: 'unverified',
  regulator: null,
  regulatorName: null,
  registrationNumber: null,
  licenceExpiresOn: null,
  document: null,
  submittedAt: null,
}

const iso = (instant: string) => new Date(instant).toISOString()

/** The Verification answer at `now`: a verified check past its licence's end reads as expired. */
export function verificationAnswer(
  stored: StoredVerification | null,
  document: StoredDocument | null,
  now: Date,
): Verification {
  if (!stored) return { ...NOTHING_SUBMITTED }
  const answer: Verification = {
    state: effectiveState(stored.state, stored.licenceExpiresOn, stored.regulator, now),
    regulator: stored.regulator,
    regulatorName: stored.regulatorName,
    registrationNumber: stored.registrationNumber,
    licenceExpiresOn: stored.licenceExpiresOn,
    document,
    submittedAt: iso(stored.submittedAt),
    validUntil: licenceValidUntil(stored.licenceExpiresOn, stored.regulator).toISOString(),
  }
  if (stored.state === 'rejected' && stored.reason !== null) answer.reason = stored.reason
  if (stored.checkedAt !== null) answer.checkedAt = iso(stored.checkedAt)
  return answer
}

/** The part of a verification the public may see, once an admin checked it. */
export type CheckedVerification = Pick<
  StoredVerification,
  'state' | 'regulator' | 'regulatorName' | 'registrationNumber' | 'licenceExpiresOn' | 'checkedAt'
>

/** What the public sees: the check's details while it stands, otherwise null ("Not verified yet"). */
export function publicVerification(stored: CheckedVerification | null, now: Date): PublicVerification | null {
  if (!stored || stored.checkedAt === null) return null
  if (effectiveState(stored.state, stored.licenceExpiresOn, stored.regulator, now) !== 'verified') return null
  return {
    regulator: regulatorDisplayName(stored.regulator, stored.regulatorName),
    registrationNumber: stored.registrationNumber,
    checkedAt: iso(stored.checkedAt),
    validUntil: licenceValidUntil(stored.licenceExpiresOn, stored.regulator).toISOString(),
  }
}
