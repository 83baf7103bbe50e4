import type { DataExport } from '../../contract/schemas/account'
import type { OwnProfessional } from '../../contract/schemas/professionals'
import type { Verification } from '../../contract/schemas/verification'
import { verificationAnswer } from '../../domain/verification/verification-answer'
import { presentCard } from '../../db/professional-card'
import { presentUser } from '../../http/session-user'
import { presentAccount as presentAccountPage } from '../../db/account-page'
import type { AccountRow, ProfileRow, VerificationRow } from './repo'

const iso = (instant: string | Date) => new Date(instant).toISOString()

export function presentAccount(row: AccountRow): DataExport['account'] {
  return {
    ...presentUser(row),
    ...presentAccountPage(row),
    createdAt: iso(row.created_at),
  }
}

export function presentProfile(row: ProfileRow, now: Date): OwnProfessional {
  return {
    ...presentCard(row, now),
    defaultJoinInstructions: row.default_join_instructions,
    usualReplyTime: row.usual_reply_time,
  }
}

/** The verification as the professional's dashboard shows it, read at the licence clock's `now`. */
export function presentVerification(row: VerificationRow | undefined, now: Date): Verification {
  if (!row) return verificationAnswer(null, null, now)
  const document =
    row.document_type && row.document_bytes !== null
      ? { contentType: row.document_type, bytes: Number(row.document_bytes) }
      : null
  const stored = {
    state: row.state,
    regulator: row.regulator,
    regulatorName: row.regulator_name,
    registrationNumber: row.registration_number,
    licenceExpiresOn: row.licence_expires_on,
    submittedAt: iso(row.submitted_at),
    checkedAt: row.checked_at === null ? null : iso(row.checked_at),
    reason: row.reason,
  }
  return verificationAnswer(stored, document, now)
}
