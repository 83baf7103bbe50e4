import { notifyManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query'
import type { Kind } from './query-copies'
import { isNetworkFailure } from './network-failure'

// Whether Dexie is needed, and Dexie itself, load only with a first answer to store or read.
const keeper = () => import('./copy-keeper')

/**
 * A query's `persister`: the network first, and its stored copy only when the network is gone.
 * A successful answer is stored on this device (TanStack Query's persister, on Dexie); when the
 * fetch rejects without an answer (a `TypeError`: offline, server gone) the stored copy is shown
 * instead, with its own `dataUpdatedAt`, and marked (useStoredCopyTime). A server's answer
 * (4xx/5xx) is never hidden behind a stored copy, and a 404 (a retired place, a professional no
 * longer listed) removes the copy, so that it no longer opens offline. The persister, Dexie and the reading of a copy
 * (query-copies.ts) load lazily, so they never join the landing's first load. The library's own
 * `persisterFn` reads the stored copy first, which would show an old copy online.
 */
function storedCopy(kind: Kind) {
  return async <T, TKey extends QueryKey>(
    queryFn: (context: QueryFunctionContext<TKey>) => T | Promise<T>,
    context: QueryFunctionContext<TKey>,
    query: Query,
  ): Promise<T> => {
    const askedAt = Date.now()
    try {
      const data = await queryFn(context)
      // Scheduled after the query took the answer in, so its stored state is the new one.
      notifyManager.schedule(() => {
        keeper()
          .then(({ storeCopy }) => storeCopy(kind, query, data, askedAt))
          .catch(() => undefined)
      })
      return data
    } catch (error) {
      if (!isNetworkFailure(error)) {
        void keeper()
          .then(({ forgetIfGone }) => forgetIfGone(kind, query.queryKey, error))
          .catch(() => undefined)
        throw error
      }
      const shown = await keeper()
        .then(({ storedAnswerOf }) => storedAnswerOf<T>(kind, query))
        .catch(() => undefined)
      if (shown === undefined) throw error
      return shown
    }
  }
}

/** For the signed-in person's queries: these copies go on logout. */
export const personalCopy = storedCopy('personal')

/** For what anyone may see (the directory, the pages' own data). */
export const publicCopy = storedCopy('public')
