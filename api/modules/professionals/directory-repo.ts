import type { Knex } from 'knex'
import type { DirectoryQuery, Professional } from '../../contract/schemas/professionals'
import { PAGE_TUNING, readPage, type PageTuning } from './directory-page'
import { listingSetsQuery, prefixQuery, termListingQuery } from './directory-queries'
import { directoryOrder } from './directory-order'
import { createReader, type Reader } from './directory-reader'
import { allTerm, directorySearch, searchKeys, type DirectorySearch } from './directory-search'
import { isPostgres } from '../../db/dialect'
import { decodeSet, storedSets, type SetRow } from './directory-sets-store'
import { intersectSets, setFromIds, setSize, setValues, type IdSet } from './id-sets'
import { presentProfessional, type PresentedRow } from './present'

export { removeDirectoryEntry, replaceDirectoryTerms } from './directory-write'

type Listing = { items: Professional[]; total: number }

// Bound parameters per IN list (SQLite allows 32766 in a statement).
const IDS_PER_QUERY = 10_000
const SQLITE_ATTEMPTS = 3

/** Keeps the ids having a word that starts with each prefix longer than the stored prefixes. */
async function checkLongPrefixes(reader: Reader, search: DirectorySearch, result: IdSet): Promise<IdSet> {
  let kept = result
  for (const { word } of search.prefixes.filter(({ clipped }) => clipped)) {
    const ids = setValues(kept)
    const matching: number[] = []
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const query = prefixQuery(reader.db, ids.slice(start, start + IDS_PER_QUERY), word)
      const rows = await reader.rows<{ professional_id: number }>(query)
      matching.push(...rows.map((row) => Number(row.professional_id)))
    }
    kept = setFromIds(matching)
  }
  return kept
}

/** A query of one filter word, or none: its page and total in one statement. */
async function readTermListing(reader: Reader, search: DirectorySearch): Promise<Listing | null> {
  if (search.prefixes.length > 0 || search.terms.length > 1) return null
  const query = termListingQuery(reader.db, search.terms[0] ?? allTerm(), search.limit, search.offset)
  const rows = await reader.rows<PresentedRow & { directory_total: number | string }>(query)
  // Past the last page there is no row to carry the total.
  if (rows.length === 0) return null
  return { items: rows.map(presentProfessional), total: Number(rows[0]!.directory_total) }
}

async function readListing(db: Knex, reader: Reader, query: DirectoryQuery, tuning: PageTuning): Promise<Listing> {
  const search = directorySearch(query)
  const single = await readTermListing(reader, search)
  if (single) return single
  const keys = searchKeys(search)
  const drivers = search.terms.length > 0 ? search.terms : [allTerm()]
  const allKeys = [...new Set([...keys, ...drivers.map(({ key }) => key)])]
  const setRows = await reader.rows<SetRow & { order_version: number | string | null }>(
    listingSetsQuery(reader.db, allKeys),
  )
  const stored = storedSets(allKeys, setRows)
  const [smallest, ...others] = keys.map((key) => stored.get(key)!).sort((a, b) => a.size - b.size)
  let result = decodeSet(smallest!)
  for (const set of others) if (result.size > 0) result = intersectSets(result, decodeSet(set))
  if (result.size > 0) result = await checkLongPrefixes(reader, search, result)
  const total = setSize(result)

  const drivenBy = drivers.map((term) => ({ term, size: stored.get(term.key)!.size }))
  const version = setRows[0]?.order_version
  const order = directoryOrder(db, version === undefined || version === null ? null : Number(version))
  const request = { result, total, drivers: drivenBy, order, limit: search.limit, offset: search.offset }
  return { items: (await readPage(reader, request, tuning)).map(presentProfessional), total }
}

/**
 * GET /api/professionals: one page of what matchesDirectoryQuery accepts, in compareForDirectory
 * order, and the exact total: the size of an intersection of stored id sets. The total and the
 * page come from the same data (directory-reader.ts).
 */
export async function listDirectory(db: Knex, query: DirectoryQuery, tuning = PAGE_TUNING): Promise<Listing> {
  const inSnapshot = (options?: Knex.TransactionConfig) =>
    db.transaction((trx) => readListing(db, createReader(trx), query, tuning), options)
  if (isPostgres(db)) return inSnapshot({ isolationLevel: 'repeatable read', readOnly: true })
  for (let attempt = 1; attempt <= SQLITE_ATTEMPTS; attempt++) {
    const reader = createReader(db)
    const listing = await readListing(db, reader, query, tuning)
    if (reader.consistent()) return listing
  }
  return inSnapshot()
}
