import type { Knex } from 'knex'
import {
  atomNeedle,
  searchClauses,
  words,
  type SearchAtom,
  type SearchClause,
} from '../../domain/professionals/directory'
import { DIRECTORY_TOTAL_CAP } from '../../contract/directory-total'
import type { DirectoryQuery, Professional } from '../../contract/schemas/professionals'
import { isPostgres } from '../../db/dialect'
import type { Title } from '../../contract/schemas/auth'
import { cardQuery, presentCard, type CardRow } from './professional-card'
import type { ProfileColumns } from './profile-changes'

type Db = Knex | Knex.Transaction

/** `count` is exact up to DIRECTORY_TOTAL_CAP, and DIRECTORY_TOTAL_CAP + 1 beyond. */
type Listing = { items: Professional[]; count: number }

const column = (atom: SearchAtom) => `p.search_${atom.field}`

/** The weight migration 006 gives each column in PostgreSQL's tsvector. */
const WEIGHTS = { specialties: 'A', location: 'B', languages: 'C', words: 'D' } as const

/** Every clause, each one alternative or another, each alternative all of its atoms. */
function expression(clauses: SearchClause[], atom: (atom: SearchAtom) => string, and: string, or: string) {
  return clauses.map((clause) => `(${clause.map((atoms) => atoms.map(atom).join(and)).join(or)})`).join(and)
}

// Words hold only letters and digits (contract words()), so they need no escaping inside quotes.
const ftsQuery = (clauses: SearchClause[]) =>
  expression(clauses, (atom) => `search_${atom.field} : "${atom.word}"${atom.prefix ? '*' : ''}`, ' AND ', ' OR ')

const tsQuery = (clauses: SearchClause[]) =>
  expression(clauses, (atom) => `'${atom.word}':${atom.prefix ? '*' : ''}${WEIGHTS[atom.field]}`, ' & ', ' | ')

/** SQLite: the matches found by the FTS5 index (migration 006). */
function indexed(db: Db, clauses: SearchClause[]) {
  if (clauses.length === 0) return db({ p: 'professionals' })
  // The covering index holds the sort keys by id: sorting the matches reads no profile row.
  const join = 'professional_search cross join professionals p indexed by professionals_search_order'
  return db
    .from(db.raw(`${join} on p.id = professional_search.rowid`))
    .whereRaw('professional_search match ?', [ftsQuery(clauses)])
}

/** SQLite: the same matches, tested row by row on the search columns while reading in order. */
function scanned(db: Db, clauses: SearchClause[]) {
  const atoms = clauses.flat(2)
  if (atoms.length === 0) return db({ p: 'professionals' })
  return db({ p: 'professionals' }).whereRaw(
    expression(clauses, (atom) => `instr(${column(atom)}, ?) > 0`, ' and ', ' or '),
    atoms.map(atomNeedle),
  )
}

/** PostgreSQL: its planner picks the GIN index or the order index. */
function postgresMatches(db: Db, clauses: SearchClause[]) {
  const matches = db({ p: 'professionals' })
  return clauses.length === 0 ? matches : matches.whereRaw('p.search @@ ?::tsquery', [tsQuery(clauses)])
}

/** How many professionals match, counted up to `atMost` + 1. */
async function countUpTo(db: Db, matches: Knex.QueryBuilder, atMost: number): Promise<number> {
  const capped = matches
    .clone()
    .select(db.raw('1'))
    .limit(atMost + 1)
  const row: { n: number | string } | undefined = await db.from(capped.as('m')).count({ n: '*' }).first()
  return Number(row?.n ?? 0)
}

const orderBy = (db: Db) => `p.is_verified desc, ${isPostgres(db) ? 'p.sort_name collate "C"' : 'p.sort_name'}, p.id`

/** The page's ids in directory order, then their cards. */
async function page(db: Db, matches: Knex.QueryBuilder, query: DirectoryQuery, now: Date): Promise<Professional[]> {
  const ids = matches.select('p.id').orderByRaw(orderBy(db)).limit(query.limit).offset(query.offset)
  const rows: CardRow[] = await cardQuery(db).whereIn('p.id', ids).orderByRaw(orderBy(db))
  return rows.map((row) => presentCard(row, now))
}

/**
 * Only listed profiles; with verified=true only standing checks. is_verified is cleared by
 * housekeeping once a licence runs out, yet the filter reads the instant too, so it never waits for it.
 */
function listedOnly(matches: Knex.QueryBuilder, query: DirectoryQuery, now: Date): Knex.QueryBuilder {
  const listed = matches.where('p.listed', true)
  if (query.verified !== 'true') return listed
  return listed.where('p.is_verified', true).where('p.verified_until', '>', now.toISOString())
}

/**
 * SQLite: a page either sorts the matches (about a microsecond each, with the covering index of
 * migration 006) or reads the directory order testing each row until the page is full. Filters
 * alone are tested in the order index itself (a tenth of a microsecond a row), so it reads in
 * order past DIRECTORY_TOTAL_CAP matches; a search (q) reads the profile rows (several
 * microseconds each, and names cluster: a prefix can match only late in the order), so it sorts up
 * to SEARCH_SORT_AT_MOST matches.
 */
const SEARCH_SORT_AT_MOST = 5000

async function readListing(db: Db, query: DirectoryQuery, now: Date): Promise<Listing> {
  const clauses = searchClauses(query)
  if (isPostgres(db)) {
    const matches = listedOnly(postgresMatches(db, clauses), query, now)
    const count = await countUpTo(db, matches, DIRECTORY_TOTAL_CAP)
    return { count, items: await page(db, matches, query, now) }
  }
  const sortAtMost = query.q && words(query.q).length > 0 ? SEARCH_SORT_AT_MOST : DIRECTORY_TOTAL_CAP
  const count = await countUpTo(db, listedOnly(indexed(db, clauses), query, now), sortAtMost)
  const matches = listedOnly(count > sortAtMost ? scanned(db, clauses) : indexed(db, clauses), query, now)
  const items = await page(db, matches, query, now)
  return { count: Math.min(count, DIRECTORY_TOTAL_CAP + 1), items }
}

/**
 * GET /api/professionals: one page of the listed professionals matchesDirectoryQuery accepts (with
 * verified=true, those whose check stands at `now`), in compareForDirectory
 * order, and how many match up to the cap. PostgreSQL reads both in one snapshot; SQLite's two
 * statements may see a write land between them, which can move a capped count by one.
 */
export function listDirectory(db: Knex, query: DirectoryQuery, now: Date): Promise<Listing> {
  if (!isPostgres(db)) return readListing(db, query, now)
  return db.transaction((trx) => readListing(trx, query, now), { isolationLevel: 'repeatable read', readOnly: true })
}

export async function updateProfile(
  trx: Knex.Transaction,
  professionalId: number,
  columns: ProfileColumns,
  now: string,
) {
  await trx('professionals')
    .where({ id: professionalId })
    .update({ ...columns, updated_at: now })
}

/** The account's title is what GET /api/user reports, so it follows the profile's. */
export async function updateAccountTitle(trx: Knex.Transaction, professionalId: number, title: Title): Promise<void> {
  await trx('users')
    .whereIn('id', trx('professionals').select('user_id').where({ id: professionalId }))
    .update({ title })
}
