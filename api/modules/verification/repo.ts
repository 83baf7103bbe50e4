import type { Knex } from 'knex'
import type { AdminSearch } from '../../domain/professionals/admin-search'
import type { AdminVerificationsQuery } from '../../contract/schemas/verification'
import type { Decision } from '../../domain/verification/decide-verification'
import type { StoredVerification } from '../../domain/verification/verification-answer'
import { isPostgres } from '../../db/dialect'
import { cardQuery } from '../professionals'
import { verificationRow, withdrawCheck } from '../../db/verifications'
import { ENTRY_COLUMNS } from './verification-view'
import type { EntryRow } from './present'

type Db = Knex | Knex.Transaction

/** A new submission replaces the last one and waits for an admin; the public badge goes at once. */
export async function saveSubmission(trx: Knex.Transaction, professionalId: number, submitted: StoredVerification) {
  const row = verificationRow(professionalId, submitted)
  await trx('verifications').insert(row).onConflict('professional_id').merge()
  await withdrawCheck(trx, professionalId)
}

export type NewDocument = { contentType: string; bytes: number; encrypted: string }

/** Replaces the licence file, or removes it (null). */
export async function replaceDocument(trx: Knex.Transaction, professionalId: number, document: NewDocument | null) {
  await trx('licence_documents').where({ professional_id: professionalId }).delete()
  if (!document) return
  await trx('licence_documents').insert({
    professional_id: professionalId,
    content_type: document.contentType,
    bytes: document.bytes,
    data_encrypted: document.encrypted,
    uploaded_at: new Date().toISOString(),
  })
}

export async function readDocument(db: Db, professionalId: number) {
  return (await db('licence_documents')
    .where({ professional_id: professionalId })
    .first('content_type', 'data_encrypted')) as { content_type: string; data_encrypted: string } | undefined
}

/** Professionals with their verification and document, as the admin list reads them. */
function entries(db: Db) {
  return cardQuery(db, ['user_id'])
    .leftJoin({ d: 'licence_documents' }, 'd.professional_id', 'p.id')
    .select(ENTRY_COLUMNS)
}

export async function findEntry(db: Db, professionalId: number): Promise<EntryRow | undefined> {
  return (await entries(db).where('p.id', professionalId).first()) as EntryRow | undefined
}

/** `state` as the answer reads it: `unverified` is no record, verified and expired split on the clock. */
function withState(query: Knex.QueryBuilder, state: AdminVerificationsQuery['state'], now: string) {
  if (state === undefined) return query
  if (state === 'unverified') return query.whereNull('v.state')
  if (state === 'verified') return query.where('v.state', 'verified').where('v.valid_until', '>', now)
  if (state === 'expired') return query.where('v.state', 'verified').where('v.valid_until', '<=', now)
  return query.where('v.state', state)
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

function withSearch(db: Db, query: Knex.QueryBuilder, search: AdminSearch | null) {
  if (!search) return query
  return query.join({ u: 'users' }, 'u.id', 'p.user_id').where((where) => {
    if (search.name !== '') where.whereRaw("p.sort_name like ? escape '\\'", [`%${escapeLike(search.name)}%`])
    where.orWhereRaw("u.username_key like ? escape '\\'", [`%${escapeLike(search.username)}%`])
  })
}

/** The admin's list: one page and the count of everyone matching; the queue oldest first, the rest by name. */
export async function listEntries(
  db: Db,
  query: AdminVerificationsQuery,
  search: AdminSearch | null,
  now: Date,
): Promise<{ rows: EntryRow[]; count: number }> {
  const matching = () => withSearch(db, withState(entries(db), query.state, now.toISOString()), search)
  const byName = isPostgres(db) ? 'p.sort_name collate "C", p.id' : 'p.sort_name, p.id'
  const order = query.state === 'submitted' ? 'v.submitted_at, p.id' : byName
  const rows = (await matching().orderByRaw(order).limit(query.limit).offset(query.offset)) as EntryRow[]
  const counted = await db.from(matching().clearSelect().select('p.id').as('m')).count({ n: '*' }).first()
  return { rows, count: Number((counted as { n: number | string } | undefined)?.n ?? 0) }
}

/**
 * Records the admin's decision on the submission they read; false when it was decided or replaced
 * since. The condition is checked again on the row as it is when updated (PostgreSQL re-reads a
 * row changed by a transaction that committed meanwhile), so a submission read earlier without a
 * lock cannot hand its decision to a newer one.
 */
export async function decide(trx: Knex.Transaction, professionalId: number, decision: Decision): Promise<boolean> {
  const read = { professional_id: professionalId, state: 'submitted', submitted_at: decision.submittedAt }
  const changed = await trx('verifications').where(read).update({
    state: decision.state,
    reason: decision.reason,
    checked_at: new Date().toISOString(),
    checked_by: decision.adminId,
  })
  if (changed === 0) return false
  if (decision.state === 'verified') {
    await trx('professionals')
      .where({ id: professionalId })
      .update({ is_verified: true, verified_until: decision.validUntil })
  } else {
    await withdrawCheck(trx, professionalId)
  }
  return true
}
