import type { Knex } from 'knex'
import type { LicenceDocumentType } from '../../contract/licence-documents'
import type { RegulatorId } from '../../contract/regulators'
import type { Verification } from '../../contract/schemas/verification'
import {
  verificationAnswer,
  type StoredDocument,
  type StoredVerification,
  type StoredVerificationState,
} from '../../domain/verification/verification-answer'
import { CHECK_COLUMNS } from '../professionals'

type Db = Knex | Knex.Transaction

/**
 * A professional's verification with their licence file's type and size, as knex reads it (all
 * null without a record): the dashboard, the admin's list and the data export read it.
 */
export type VerificationViewRow = {
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

/** The columns of VerificationViewRow beyond the card's (api/modules/professionals/professional-card.ts), over `v` and `d`. */
export const ENTRY_COLUMNS = [
  'v.submitted_at',
  'v.reason',
  'd.content_type as document_type',
  'd.bytes as document_bytes',
]

const VIEW_COLUMNS = [...CHECK_COLUMNS, ...ENTRY_COLUMNS]

export async function findVerification(db: Db, professionalId: number): Promise<VerificationViewRow | undefined> {
  return (await db({ v: 'verifications' })
    .leftJoin({ d: 'licence_documents' }, 'd.professional_id', 'v.professional_id')
    .where('v.professional_id', professionalId)
    .first(VIEW_COLUMNS)) as VerificationViewRow | undefined
}

const iso = (instant: string | Date) => new Date(instant).toISOString()

export function storedVerification(row: VerificationViewRow | undefined): StoredVerification | null {
  if (!row) return null
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

export function storedDocument(row: VerificationViewRow | undefined): StoredDocument | null {
  if (!row?.document_type || row.document_bytes === null) return null
  return { contentType: row.document_type, bytes: Number(row.document_bytes) }
}

/** The professional's Verification answer at `now` (api/domain/verification/verification-answer.ts). */
export const presentVerification = (row: VerificationViewRow | undefined, now: Date): Verification =>
  verificationAnswer(storedVerification(row), storedDocument(row), now)
