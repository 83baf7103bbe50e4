import {
  notifyManager,
  type InfiniteData,
  type Query,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query'
import { isNetworkFailure } from './network-failure'
import { markStoredCopy } from './stored-copy-marks'

const queryCopies = () => import('./query-copies').then((module) => module.queryCopies)

/**
 * A query's `persister`: the network first, and its stored copy only when the network is gone.
 * A successful answer is stored on this device (TanStack Query's persister, on Dexie); when the
 * fetch rejects without an answer (a `TypeError`: offline, server gone) the stored copy is shown
 * instead, with its own `dataUpdatedAt`, and marked (useStoredCopyTime). A server's answer
 * (4xx/5xx) is never hidden behind a stored copy. The persister and Dexie load lazily, so they never
 * join the landing's first load. The library's own `persisterFn` reads the stored copy first, which
 * would show an old copy online.
 */
function storedCopy(kind: 'personal' | 'public') {
  return async <T, TKey extends QueryKey>(
    queryFn: (context: QueryFunctionContext<TKey>) => T | Promise<T>,
    context: QueryFunctionContext<TKey>,
    query: Query,
  ): Promise<T> => {
    try {
      const data = await queryFn(context)
      // Scheduled after the query took the answer in, so its stored state is the new one.
      notifyManager.schedule(() => {
        void queryCopies()
          .then((copies) => copies[kind].persistQuery(query))
          .catch(() => undefined)
      })
      return data
    } catch (error) {
      if (!isNetworkFailure(error)) throw error
      const stored = await queryCopies()
        .then((copies) =>
          copies[kind].retrieveQuery<T>(query.queryHash, ({ state }) => markStoredCopy(query, state.dataUpdatedAt)),
        )
        .catch(() => undefined)
      const shown = stored === undefined ? undefined : pagesAsAsked(stored, query)
      if (shown === undefined) throw error
      return shown
    }
  }
}

const isInfiniteData = (data: unknown): data is InfiniteData<unknown> =>
  typeof data === 'object' && data !== null && 'pages' in data && 'pageParams' in data

/**
 * A list read a page at a time is stored with every page read, and offline shows as many pages as
 * before, one more on 'Load More' / 'Show more', failing (as online) when that page was never read.
 */
function pagesAsAsked<T>(stored: T, query: Query): T | undefined {
  if (!isInfiniteData(stored)) return stored
  const shown = isInfiniteData(query.state.data) ? query.state.data.pages.length : 0
  const wanted = query.state.fetchMeta?.fetchMore ? shown + 1 : Math.max(shown, 1)
  if (stored.pages.length < wanted) return undefined
  return { ...stored, pages: stored.pages.slice(0, wanted), pageParams: stored.pageParams.slice(0, wanted) }
}

/** For the signed-in person's queries: these copies go on logout. */
export const personalCopy = storedCopy('personal')

/** For what anyone may see (the directory, the pages' own data). */
export const publicCopy = storedCopy('public')
