import type { EntryFacts } from '../../domain/verification/route-table'
import { cardFacts, type CardRow } from '../professionals'
import { storedDocument, storedVerification, type VerificationViewRow } from './verification-view'

/** One professional in the admin's list: the card, whether it is listed, and the verification. */
export type EntryRow = CardRow & VerificationViewRow & { user_id: number }

export const entryFacts = (row: EntryRow): EntryFacts => ({
  professional: { ...cardFacts(row), listed: Boolean(row.listed) },
  userId: Number(row.user_id),
  verification: storedVerification(row),
  document: storedDocument(row),
})
