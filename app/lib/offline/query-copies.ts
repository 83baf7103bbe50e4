import { hashKey, type InfiniteData, type Query, type QueryKey, type QueryState } from '@tanstack/react-query'
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/react-query-persist-client'
import { offlineDb } from './db'
import { requestPersistentStorageOnce } from './persist'
import { markStoredCopy } from './stored-copy-marks'
import { STORED_USER_KEY } from './stored-user-key'

/** TanStack Query's storage interface on the app's Dexie table; values are stored as they are. */
const dexieStorage: AsyncStorage<PersistedQuery> = {
  getItem: async (key) => (await offlineDb().queries.get(key))?.value,
  setItem: async (key, value) => {
    await offlineDb().queries.put({ key, value })
    requestPersistentStorageOnce()
  },
  removeItem: (key) => offlineDb().queries.delete(key),
}

/** Copies made for the signed-in person (removed on logout) and copies anyone may see. */
export type Kind = 'personal' | 'public'

/** The persister names a query's row `prefix-queryHash`; the prefix is the copy's kind. */
const rowsOf = (kind: Kind) => `${kind}-`
export const storedQueryRow = (kind: Kind, queryKey: QueryKey) => `${rowsOf(kind)}${hashKey(queryKey)}`

const persisterFor = (prefix: Kind) =>
  experimental_createQueryPersister<PersistedQuery>({
    storage: dexieStorage,
    serialize: (query) => query,
    deserialize: (query) => query,
    // A stored copy stands in for as long as nothing newer arrives: crisis numbers must not expire.
    maxAge: Infinity,
    prefix,
  })

/** Copies made for the signed-in person (removed on logout) and copies anyone may see. */
export const queryCopies = { personal: persisterFor('personal'), public: persisterFor('public') }

/**
 * What a query shows when the network is gone (stored-copy.ts): its stored copy, marked with the
 * time it was saved (useStoredCopyTime), or undefined when there is none.
 */
export async function storedAnswer<T>(kind: Kind, query: Query): Promise<T | undefined> {
  const stored = await queryCopies[kind].retrieveQuery<T>(query.queryHash, ({ state }) =>
    markStoredCopy(query, state.dataUpdatedAt),
  )
  return stored === undefined ? undefined : pagesAsAsked(stored, query)
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

/** A query as the persister stores it, answered with `data` now. */
export function persistedQuery(queryKey: QueryKey, data: unknown): PersistedQuery {
  const state: QueryState = {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: Date.now(),
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  }
  return { buster: '', queryHash: hashKey(queryKey), queryKey, state }
}

/** Removes one query's stored copy of a kind. */
export async function dropCopy(kind: Kind, queryKey: QueryKey): Promise<void> {
  await offlineDb().queries.delete(storedQueryRow(kind, queryKey))
}

/** When this page last cleared the personal copies (a logout), in ms. */
let personalClearedAt = 0

/** Every copy made on behalf of a signed-in person (logout); works inside a Dexie transaction. */
export async function clearPersonalCopies(): Promise<void> {
  personalClearedAt = Date.now()
  await offlineDb().queries.where('key').startsWith(rowsOf('personal')).delete()
}

/**
 * Stores a query's answer (asked for at `askedAt`) as a copy of its kind, unless it is a personal
 * answer to a request made before the last logout: it may arrive, or be stored, during or after the
 * clean-up, and must not bring the person's data back onto the device they just left.
 */
export async function keepCopy(kind: Kind, query: Query, askedAt: number): Promise<void> {
  if (kind === 'personal' && askedAt < personalClearedAt) return
  await queryCopies[kind].persistQuery(query)
}

/**
 * The stored user says nobody is signed in (logout, an expired session), so a reload offline does
 * not bring the person back. Written after clearPersonalCopies, which would remove it.
 */
export async function storeSignedOut(): Promise<void> {
  await offlineDb().queries.put({
    key: storedQueryRow('personal', STORED_USER_KEY),
    value: persistedQuery(STORED_USER_KEY, null),
  })
}
