import type { Knex } from 'knex'
import { bulkInsert } from './bulk-insert'
import { isPostgres } from '../../db/dialect'
import { addChange, applySetChanges, type SetChanges } from './directory-sets-store'
import {
  directoryRows,
  entryRow,
  setKeysOf,
  type DirectoryEntry,
  type EntryRow,
  type TermRow,
  type WordRow,
} from './directory-terms'
import { DIRECTORY_ENTRY_COLUMNS, directoryEntryOf, type DirectoryEntryRow } from './present'

type Db = Knex | Knex.Transaction

const TERM_COLUMNS = ['professional_id', 'kind', 'term', 'unverified', 'sort_name'] as const
const WORD_COLUMNS = ['professional_id', 'word'] as const
const ENTRY_COLUMNS = ['professional_id', 'unverified', 'sort_name'] as const

function inTransaction<T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return 'isTransaction' in db && db.isTransaction ? work(db as Knex.Transaction) : db.transaction(work)
}

/**
 * Someone joined or left the directory, or changed name or verification (directory-order.ts).
 * Every writer takes this row's lock before the id sets' rows, so PostgreSQL writers never deadlock.
 */
function orderChanged(trx: Knex.Transaction) {
  return trx('directory_order').where({ id: 1 }).increment('version', 1)
}

function setKeysOfRows(terms: readonly Pick<TermRow, 'kind' | 'term'>[], words: readonly Pick<WordRow, 'word'>[]) {
  return setKeysOf(
    terms,
    words.map(({ word }) => word),
  )
}

/**
 * Re-indexes one professional for the directory: its terms, words, order keys and id sets. Call it
 * inside the transaction that creates the professional or changes its name, username, title, bio,
 * location, languages, specialties or verification, so the directory never disagrees with it.
 */
export async function replaceDirectoryTerms(db: Db, entry: DirectoryEntry): Promise<void> {
  await inTransaction(db, async (trx) => {
    // Two replacements of one professional must not both remove its old sets.
    if (isPostgres(trx)) await trx('professionals').select('id').where({ id: entry.id }).forUpdate()
    const oldTerms: Pick<TermRow, 'kind' | 'term'>[] = await trx('professional_terms')
      .select('kind', 'term')
      .where({ professional_id: entry.id })
    const oldWords: Pick<WordRow, 'word'>[] = await trx('professional_words')
      .select('word')
      .where({ professional_id: entry.id })
    const oldEntry: EntryRow | undefined = await trx('directory_entries')
      .first('professional_id', 'unverified', 'sort_name')
      .where({ professional_id: entry.id })
    await trx('professional_terms').where({ professional_id: entry.id }).delete()
    await trx('professional_words').where({ professional_id: entry.id }).delete()
    const { terms, words } = directoryRows(entry)
    await bulkInsert(trx, 'professional_terms', TERM_COLUMNS, terms)
    await bulkInsert(trx, 'professional_words', WORD_COLUMNS, words)
    const newEntry = entryRow(entry)
    await bulkInsert(trx, 'directory_entries', ENTRY_COLUMNS, [newEntry], {
      target: ['professional_id'],
      update: ['unverified', 'sort_name'],
    })
    if (Number(oldEntry?.unverified) !== newEntry.unverified || oldEntry?.sort_name !== newEntry.sort_name) {
      await orderChanged(trx)
    }

    const [before, after] = [setKeysOfRows(oldTerms, oldWords), setKeysOfRows(terms, words)]
    const changes: SetChanges = new Map()
    for (const key of before) if (!after.has(key)) addChange(changes, key, entry.id, 'remove')
    for (const key of after) if (!before.has(key)) addChange(changes, key, entry.id, 'add')
    await applySetChanges(trx, changes)
  })
}

/** Indexes professionals that are not in the directory yet (bulk seeding, rebuild). */
export async function addDirectoryEntries(db: Db, entries: readonly DirectoryEntry[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    const changes: SetChanges = new Map()
    const allTerms: TermRow[] = []
    const allWords: WordRow[] = []
    const entryRows: EntryRow[] = []
    for (const entry of entries) {
      entryRows.push(entryRow(entry))
      const { terms, words } = directoryRows(entry)
      allTerms.push(...terms)
      allWords.push(...words)
      for (const key of setKeysOfRows(terms, words)) addChange(changes, key, entry.id, 'add')
    }
    await bulkInsert(trx, 'professional_terms', TERM_COLUMNS, allTerms)
    await bulkInsert(trx, 'professional_words', WORD_COLUMNS, allWords)
    await bulkInsert(trx, 'directory_entries', ENTRY_COLUMNS, entryRows)
    await orderChanged(trx)
    await applySetChanges(trx, changes)
  })
}

/** Takes a professional out of the directory (before deleting it: id sets have no foreign keys). */
export async function removeDirectoryEntry(db: Db, professionalId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const terms: Pick<TermRow, 'kind' | 'term'>[] = await trx('professional_terms')
      .select('kind', 'term')
      .where({ professional_id: professionalId })
    const words: Pick<WordRow, 'word'>[] = await trx('professional_words')
      .select('word')
      .where({ professional_id: professionalId })
    await trx('professional_terms').where({ professional_id: professionalId }).delete()
    await trx('professional_words').where({ professional_id: professionalId }).delete()
    await trx('directory_entries').where({ professional_id: professionalId }).delete()
    await orderChanged(trx)
    const changes: SetChanges = new Map()
    for (const key of setKeysOfRows(terms, words)) addChange(changes, key, professionalId, 'remove')
    await applySetChanges(trx, changes)
  })
}

/** Rebuilds the whole directory index from the professionals table (a migration, or a repair). */
export async function rebuildDirectory(db: Db, batchSize = 10_000): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const table of ['directory_sets', 'directory_entries', 'professional_words', 'professional_terms']) {
      await trx(table).delete()
    }
    let batch: DirectoryEntryRow[] = []
    do {
      const lastId = batch.length > 0 ? Number(batch[batch.length - 1]!.id) : 0
      batch = await trx('professionals')
        .select(DIRECTORY_ENTRY_COLUMNS)
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(batchSize)
      if (batch.length > 0) await addDirectoryEntries(trx, batch.map(directoryEntryOf))
    } while (batch.length === batchSize)
  })
}
