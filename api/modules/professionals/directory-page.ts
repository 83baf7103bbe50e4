import { idsPageQuery, termIdsQuery, termPageQuery } from './directory-queries'
import { pageInOrder, type DirectoryOrder } from './directory-order'
import type { Reader } from './directory-reader'
import type { OrderedTerm } from './directory-search'
import { setHas, setValues, type IdSet } from './id-sets'
import type { PresentedRow } from './present'

export type PageRequest = {
  /** The matching ids and how many there are. */
  result: IdSet
  total: number
  /** Ordered terms every match has (or ALL), with their sizes: ranges to walk in directory order. */
  drivers: { term: OrderedTerm; size: number }[]
  /** The whole directory order, when this process has the version the listing saw. */
  order: DirectoryOrder | null
  limit: number
  offset: number
}

/** How readPage chooses its way to a page (tests force each one). */
export type PageTuning = {
  /** Microseconds per match ranked in memory, per match sorted in SQL, per range entry walked. */
  rankCost: number
  sortCost: number
  walkCost: number
  /** Microseconds of one more statement (a walk takes at least one more). */
  statementCost: number
  /**
   * Matches may cluster in directory order (a first name is also the start of the sort key), so a
   * walk can take far longer than its estimate: results this small are never walked.
   */
  walkMin: number
  /** A walk gives up for a sort after walkSlack times the expected entries plus walkExtra... */
  walkSlack: number
  walkExtra: number
  /** ...unless there are more matches than this. */
  sortMax: number
  maxBatch: number
}

/** Measured with 100,000 professionals on SQLite (PostgreSQL 15 did best with the same choices). */
export const PAGE_TUNING: PageTuning = {
  rankCost: 0.1,
  sortCost: 1,
  walkCost: 0.25,
  statementCost: 500,
  walkMin: 2500,
  walkSlack: 4,
  walkExtra: 4000,
  sortMax: 20_000,
  maxBatch: 20_000,
}

/**
 * The rows of one page, in directory order. The smallest driver's range is the answer when all its
 * members match. Otherwise the cheapest of: ranking all matches in memory (with the directory
 * order), sorting all matches in SQL, or walking the driver's range until it has given
 * offset + limit matches (cheap when matches are dense in it) and sorting those.
 */
export async function readPage(reader: Reader, request: PageRequest, tuning: PageTuning): Promise<PresentedRow[]> {
  const { result, total, limit, offset } = request
  if (total === 0 || offset >= total) return []
  const driver = request.drivers.reduce((best, next) => (next.size < best.size ? next : best))
  const page = (query: ReturnType<typeof idsPageQuery>) => reader.rows<PresentedRow>(query, { nonEmpty: true })
  if (driver.size === total) return page(termPageQuery(reader.db, driver.term, limit, offset))

  const needed = Math.min(offset + limit, total)
  const expectedWalk = (needed * driver.size) / total
  const costs = {
    rank: request.order ? total * tuning.rankCost : Infinity,
    sort: total * tuning.sortCost,
    walk: total < tuning.walkMin ? Infinity : expectedWalk * tuning.walkCost + tuning.statementCost,
  }
  const sortAll = () => page(idsPageQuery(reader.db, setValues(result), limit, offset))
  if (costs.rank <= Math.min(costs.sort, costs.walk)) {
    const ids = pageInOrder(request.order!, setValues(result), offset, limit)
    return ids ? page(idsPageQuery(reader.db, ids, limit, 0)) : sortAll()
  }
  if (costs.sort <= costs.walk) return sortAll()
  const matches = await walkForMatches(reader, {
    result,
    term: driver.term,
    needed,
    firstBatch: Math.min(tuning.maxBatch, Math.ceil(expectedWalk * 1.2) + 32),
    maxBatch: tuning.maxBatch,
    budget: total <= tuning.sortMax ? expectedWalk * tuning.walkSlack + tuning.walkExtra : Infinity,
  })
  return matches ? page(idsPageQuery(reader.db, matches, limit, offset)) : sortAll()
}

type Walk = { result: IdSet; term: OrderedTerm; needed: number; firstBatch: number; maxBatch: number; budget: number }

/**
 * Matches from the start of a term's range, batch by batch, until there are `needed` (or null
 * after `budget` entries). Every match before the end of the last batch read is among them, so
 * their first `needed` in directory order are the first `needed` matches overall.
 */
async function walkForMatches(reader: Reader, walk: Walk): Promise<number[] | null> {
  const matches: number[] = []
  for (let [from, batch] = [0, walk.firstBatch]; ; from += batch) {
    if (from >= walk.budget) return null
    const [row] = await reader.rows<{ ids: string | null }>(termIdsQuery(reader.db, walk.term, batch, from))
    const ids = row?.ids ? row.ids.split(',') : []
    for (const text of ids) {
      const id = Number(text)
      if (setHas(walk.result, id)) matches.push(id)
    }
    if (matches.length >= walk.needed || ids.length < batch) return matches
    batch = Math.min(walk.maxBatch, batch * 2)
  }
}
