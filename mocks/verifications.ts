import { isListable } from '../api/domain/professionals/profile-completeness'
import type { Verification } from '../api/contract/schemas/verification'
import { verificationAnswer, type StoredDocument } from '../api/domain/verification/verification-answer'
import { effectiveState } from '../api/domain/verification/verification-clock'
import { licenceNow } from './licence-clock'
import { findUser } from './repo'
import { store, type LicenceDocumentRow, type ProfessionalRow, type VerificationRow } from './store'

export function verificationOf(professionalId: number): VerificationRow | undefined {
  return store.verifications.find((row) => row.professionalId === professionalId)
}

export function licenceDocumentOf(professionalId: number): LicenceDocumentRow | undefined {
  return store.licenceDocuments.find((row) => row.professionalId === professionalId)
}

/** The licence file's type and size, as the verification answer shows them. */
export function storedDocumentOf(professionalId: number): StoredDocument | null {
  const document = licenceDocumentOf(professionalId)
  return document ? { contentType: document.contentType, bytes: document.bytes } : null
}

/** The professional's Verification answer, read at the licence clock's time. */
export const presentVerification = (professionalId: number): Verification =>
  verificationAnswer(verificationOf(professionalId) ?? null, storedDocumentOf(professionalId), licenceNow())

/** The state at the licence clock's time: `unverified` without a record, `expired` once a verified licence ran out. */
export function verificationStateOf(professionalId: number) {
  const row = verificationOf(professionalId)
  return row ? effectiveState(row.state, row.licenceExpiresOn, row.regulator, licenceNow()) : 'unverified'
}

/** Listed in the directory and bookable: the profile is complete (docs/product.md#15-trust). */
export function isListed(professional: ProfessionalRow): boolean {
  return isListable({ ...professional, username: findUser(professional.userId)?.username ?? '' })
}

/** Back to the admins' queue (a changed name on a standing check). */
export function resubmit(professionalId: number, now: Date): void {
  const row = verificationOf(professionalId)
  if (!row) return
  Object.assign(row, {
    state: 'submitted',
    submittedAt: now.toISOString(),
    checkedAt: null,
    checkedBy: null,
    reason: null,
  })
}
