import { notifyManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query'
import { isNetworkFailure } from './network-failure'
import { offlineDbExists } from './offline-db-exists'

const copies = () => import('./query-copies')

type Kind = 'personal' | 'public'

/**
 * An empty answer (null: nobody signed in) is stored only over an earlier copy: on a device that
 * never stored one, no copy already reads as empty offline, and a visitor's first visit does not
 * download Dexie to store nothing (issue 20).
 */
async function storeCopy(kind: Kind, query: Query, data: unknown): Promise<void> {
  if (data === null && !(await offlineDbExists())) return
  const { queryCopies } = await copies()
  await queryCopies[kind].persistQuery(query)
}

/** The stored copy of a query's answer; none without the app's database (reading would create it). */
async function storedAnswerOf<T>(kind: Kind, query: Query): Promise<T | undefined> {
  if (!(await offlineDbExists())) return undefined
  const { storedAnswer } = await copies()
  return storedAnswer<T>(kind, query)
}

/**
 * A query's `persister`: the network first, and its stored copy only when the network is gone.
 * A successful answer is stored on this device (TanStack Query's persister, on Dexie); when the
 * fetch rejects without an answer (a `TypeError`: offline, server gone) the stored copy is shown
 * instead, with its own `dataUpdatedAt`, and marked (useStoredCopyTime). A server's answer
 * (4xx/5xx) is never hidden behind a stored copy. The persister, Dexie and the reading of a copy
 * (query-copies.ts) load lazily, so they never join the landing's first load. The library's own
 * `persisterFn` reads the stored copy first, which would show an old copy online.
 */
function storedCopy(kind: Kind) {
  return async <T, TKey extends QueryKey>(
    queryFn: (context: QueryFunctionContext<TKey>) => T | Promise<T>,
    context: QueryFunctionContext<TKey>,
    query: Query,
  ): Promise<T> => {
    try {
      const data = await queryFn(context)
      // Scheduled after the query took the answer in, so its stored state is the new one.
      notifyManager.schedule(() => {
        storeCopy(kind, query, data).catch(() => undefined)
      })
      return data
    } catch (error) {
      if (!isNetworkFailure(error)) throw error
      const shown = await storedAnswerOf<T>(kind, query).catch(() => undefined)
      if (shown === undefined) throw error
      return shown
    }
  }
}

/** For the signed-in person's queries: these copies go on logout. */
export const personalCopy = storedCopy('personal')

/** For what anyone may see (the directory, the pages' own data). */
export const publicCopy = storedCopy('public')
