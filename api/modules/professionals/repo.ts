import type { Knex } from 'knex'
import { atomNeedle, searchClauses, type SearchAtom, type SearchClause } from '../../contract/directory'
import { DIRECTORY_TOTAL_CAP } from '../../contract/rules'
import type { DirectoryQuery, Professional } from '../../contract/schemas/professionals'
import { isPostgres } from '../../db/dialect'
import { searchColumns } from '../../db/search-columns'
import { PRESENTED_COLUMNS, presentProfessional, type DirectoryEntry, type PresentedRow } from './present'

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
  return db
    .from(db.raw('professional_search cross join professionals p on p.id = professional_search.rowid'))
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

async function countUpToCap(db: Db, matches: Knex.QueryBuilder): Promise<number> {
  const capped = matches
    .clone()
    .select(db.raw('1'))
    .limit(DIRECTORY_TOTAL_CAP + 1)
  const row: { n: number | string } | undefined = await db.from(capped.as('m')).count({ n: '*' }).first()
  return Number(row?.n ?? 0)
}

function page(db: Db, matches: Knex.QueryBuilder, query: DirectoryQuery) {
  const sortName = isPostgres(db) ? 'p.sort_name collate "C"' : 'p.sort_name'
  return matches
    .select<PresentedRow[]>(PRESENTED_COLUMNS.map((name) => `p.${name}`))
    .orderByRaw(`p.is_verified desc, ${sortName}, p.id`)
    .limit(query.limit)
    .offset(query.offset)
}

async function readListing(db: Db, query: DirectoryQuery): Promise<Listing> {
  const clauses = searchClauses(query)
  if (isPostgres(db)) {
    const matches = postgresMatches(db, clauses)
    return { count: await countUpToCap(db, matches), items: (await page(db, matches, query)).map(presentProfessional) }
  }
  const count = await countUpToCap(db, indexed(db, clauses))
  // Past the cap at least 1 in DIRECTORY_TOTAL_CAP matches: reading in order finds a page soon.
  // Below it, sorting the few matches costs less than reading in order until they are found.
  const matches = count > DIRECTORY_TOTAL_CAP ? scanned(db, clauses) : indexed(db, clauses)
  return { count, items: (await page(db, matches, query)).map(presentProfessional) }
}

/**
 * GET /api/professionals: one page of what matchesDirectoryQuery accepts, in compareForDirectory
 * order, and how many match up to the cap, both read in one transaction so they agree.
 */
export function listDirectory(db: Knex, query: DirectoryQuery): Promise<Listing> {
  const options = isPostgres(db) ? { isolationLevel: 'repeatable read' as const, readOnly: true } : undefined
  return db.transaction((trx) => readListing(trx, query), options)
}

/**
 * Rewrites a professional's search columns from its profile. Call it inside the transaction that
 * creates the professional or changes its name, username, title, bio, location, languages or
 * specialties; the database's index follows (triggers on SQLite, a generated column on PostgreSQL).
 */
export async function replaceDirectoryTerms(db: Db, entry: DirectoryEntry): Promise<void> {
  await db('professionals').where({ id: entry.id }).update(searchColumns(entry))
}
