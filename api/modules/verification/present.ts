import type { LicenceDocumentType } from '../../contract/licence-documents'
import type { RegulatorId } from '../../contract/regulators'
import type { AdminVerification, Verification } from '../../contract/schemas/verification'
import {
  verificationAnswer,
  type StoredVerification,
  type StoredVerificationState,
} from '../../domain/verification/verification-answer'
import { presentCard, type CardRow } from '../../db/professional-card'

/** A verification with its document's type and size, as knex reads it (all null without a record). */
export type VerificationRow = {
  verification_state: StoredVerificationState | null
  regulator: RegulatorId | null
  regulator_name: string | null
  registration_number: string | null
  licence_expires_on: string | null
  submitted_at: string | Date | null
  checked_at: string | Date | null
  reason: string | null
  document_type: LicenceDocumentType | null
  document_bytes: number | string | null
}

/** The columns of VerificationRow beyond the card's (api/db/professional-card.ts). */
export const ENTRY_COLUMNS = [
  'v.submitted_at',
  'v.reason',
  'd.content_type as document_type',
  'd.bytes as document_bytes',
]

export const VERIFICATION_COLUMNS = [
  'v.state as verification_state',
  'v.regulator',
  'v.regulator_name',
  'v.registration_number',
  'v.licence_expires_on',
  'v.checked_at',
  ...ENTRY_COLUMNS,
]

/** One professional in the admin's list: the card, whether it is listed, and the verification. */
export type EntryRow = CardRow & VerificationRow & { user_id: number }

const iso = (instant: string | Date) => new Date(instant).toISOString()

function storedOf(row: VerificationRow): StoredVerification | null {
  const { verification_state: state, regulator, registration_number, licence_expires_on, submitted_at } = row
  if (!state || !regulator || !registration_number || !licence_expires_on || !submitted_at) return null
  return {
    state,
    regulator,
    regulatorName: row.regulator_name,
    registrationNumber: registration_number,
    licenceExpiresOn: licence_expires_on,
    submittedAt: iso(submitted_at),
    checkedAt: row.checked_at === null ? null : iso(row.checked_at),
    reason: row.reason,
  }
}

export function presentVerification(row: VerificationRow | undefined, now: Date): Verification {
  const document =
    row?.document_type && row.document_bytes !== null
      ? { contentType: row.document_type, bytes: Number(row.document_bytes) }
      : null
  return verificationAnswer(row ? storedOf(row) : null, document, now)
}

export function presentEntry(row: EntryRow, now: Date): AdminVerification {
  return {
    professional: { ...presentCard(row, now), listed: Boolean(row.listed) },
    verification: presentVerification(row, now),
  }
}
