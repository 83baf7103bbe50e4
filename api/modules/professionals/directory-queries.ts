import type { Knex } from 'knex'
import type { DirectoryQuery } from '../../contract/schemas/professionals'
import { versioned } from './directory-reader'
import { isPostgres } from '../../db/dialect'
import { setsQuery } from './directory-sets-store'
import { allTerm, directorySearch, searchKeys, type OrderedTerm } from './directory-search'
import { ALL } from './directory-terms'
import { PRESENTED_COLUMNS, type PresentedRow } from './present'

type Db = Knex | Knex.Transaction
type Term = Pick<OrderedTerm, 'kind' | 'term'>

const ORDER_COLUMNS = ['unverified', 'sort_name', 'professional_id']

/** Every word starting with the prefix lies in [prefix, prefix + U+10FFFF): no word holds U+10FFFF. */
export const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`

/** A term's professionals in directory order: an index range read from its start. */
function termRange(db: Db, term: Term, limit: number, offset: number) {
  return db('professional_terms')
    .select(ORDER_COLUMNS)
    .where({ kind: term.kind, term: term.term })
    .orderBy(ORDER_COLUMNS)
    .limit(limit)
    .offset(offset)
}

/**
 * `column IN ids` with the ids bound as one value: binding thousands of parameters one by one costs
 * more than the lookups themselves.
 */
function whereIdIn<Query extends Knex.QueryBuilder>(
  db: Db,
  query: Query,
  column: string,
  ids: readonly number[],
): Query {
  if (isPostgres(db)) query.whereRaw('?? = any(?::integer[])', [column, [...ids]])
  else query.whereRaw('?? in (select value from json_each(?))', [column, JSON.stringify(ids)])
  return query
}

/** Some professionals by id, in directory order (a lookup per id, then a sort). */
function idsInOrder(db: Db, ids: readonly number[], limit: number, offset: number) {
  return whereIdIn(db, db('directory_entries').select(ORDER_COLUMNS), 'professional_id', ids)
    .orderBy(ORDER_COLUMNS)
    .limit(limit)
    .offset(offset)
}

function presentedInOrder(db: Db, ordered: Knex.QueryBuilder) {
  const page = db
    .from(ordered.as('o'))
    .join('professionals as p', 'p.id', 'o.professional_id')
    .select<PresentedRow[]>(PRESENTED_COLUMNS.map((column) => `p.${column}`))
    .orderBy(ORDER_COLUMNS.map((column) => `o.${column}`))
  return versioned(db, page)
}

/** A page of one term's professionals (or of all of them, with ALL). */
export function termPageQuery(db: Db, term: Term, limit: number, offset: number) {
  return presentedInOrder(db, termRange(db, term, limit, offset))
}

/** A page of one term's professionals with their number, when that term is the whole query. */
export function termListingQuery(db: Db, term: OrderedTerm, limit: number, offset: number) {
  const size = db('directory_sets').sum('cardinality').where('set_key', term.key)
  return termPageQuery(db, term, limit, offset).select(db.raw('(?) as directory_total', [size]))
}

/** A page of some professionals, given by id. */
export function idsPageQuery(db: Db, ids: readonly number[], limit: number, offset: number) {
  return presentedInOrder(db, idsInOrder(db, ids, limit, offset))
}

/**
 * The ids in a stretch of a term's range, in no particular order, as one comma-separated text (a
 * row each costs about a microsecond in the SQLite driver).
 */
export function termIdsQuery(db: Db, term: Term, limit: number, offset: number) {
  const aggregate = isPostgres(db) ? `string_agg(professional_id::text, ',')` : `group_concat(professional_id, ',')`
  const ids = db.from(termRange(db, term, limit, offset).as('r')).select(db.raw(`${aggregate} as ids`))
  return versioned(db, ids)
}

const orderVersion = (db: Db) => db('directory_order').select('version').where({ id: 1 })

/** The stored chunks of the sets a listing intersects, and the version of the directory order. */
export function listingSetsQuery(db: Db, keys: readonly string[]) {
  return versioned(db, setsQuery(db, keys).select(db.raw('(?) as order_version', [orderVersion(db)])))
}

/** A stretch of the whole directory order, as comma-separated ids, with the order's version. */
export function orderChunkQuery(db: Db, limit: number, offset: number) {
  const ordered = ORDER_COLUMNS.join(', ')
  const aggregate = isPostgres(db)
    ? `string_agg(professional_id::text, ',' order by ${ordered})`
    : `group_concat(professional_id, ',' order by ${ordered})`
  return db
    .from(termRange(db, ALL, limit, offset).as('r'))
    .select(db.raw('(?) as order_version', [orderVersion(db)]), db.raw(`${aggregate} as ids`))
}

/** Of some professionals, those with a word starting with `prefix` (prefixes longer than the sets). */
export function prefixQuery(db: Db, ids: readonly number[], prefix: string) {
  const words = db('professional_words')
    .distinct('professional_id')
    .where('word', '>=', prefix)
    .andWhere('word', '<', prefixEnd(prefix))
  return versioned(db, whereIdIn(db, words, 'professional_id', ids))
}

/**
 * Every statement listDirectory may run for a query (`ids` stands for the ids it computes), for
 * reading their plans in tests: `termListing` answers a query of one term (or none) at once;
 * otherwise `sets` gives the total, and the page comes from `termPages` (a term's range is the
 * answer), or `idsPage` (sorting few matches, or those a walk over `termIds` found);
 * `prefixes` check words longer than the stored prefixes.
 */
export function directoryQueries(db: Db, query: DirectoryQuery, ids: readonly number[] = [1, 2, 3]) {
  const search = directorySearch(query)
  const drivers = search.terms.length > 0 ? search.terms : [allTerm()]
  const { limit, offset } = search
  return {
    sets: listingSetsQuery(db, searchKeys(search)),
    orderChunk: orderChunkQuery(db, 20_000, 20_000),
    termListing: termListingQuery(db, drivers[0]!, limit, offset),
    termPages: drivers.map((term) => termPageQuery(db, term, limit, offset)),
    termIds: drivers.map((term) => termIdsQuery(db, term, 500, 0)),
    idsPage: idsPageQuery(db, ids, limit, offset),
    prefixes: search.prefixes.filter(({ clipped }) => clipped).map(({ word }) => prefixQuery(db, ids, word)),
  }
}
