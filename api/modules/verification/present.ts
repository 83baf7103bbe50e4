import type { AdminVerification } from '../../contract/schemas/verification'
import { presentAdminVerification } from '../../domain/verification/admin-entry'
import { cardFacts, type CardRow } from '../../db/professional-card'
import { storedDocument, storedVerification, type VerificationViewRow } from '../../db/verification-view'

/** One professional in the admin's list: the card, whether it is listed, and the verification. */
export type EntryRow = CardRow & VerificationViewRow & { user_id: number }

export const presentEntry = (row: EntryRow, now: Date): AdminVerification =>
  presentAdminVerification(
    { ...cardFacts(row), listed: Boolean(row.listed) },
    storedVerification(row),
    storedDocument(row),
    now,
  )
