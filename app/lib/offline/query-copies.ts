import { hashKey, type QueryKey, type QueryState } from '@tanstack/react-query'
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/react-query-persist-client'
import { offlineDb } from './db'
import { requestPersistentStorageOnce } from './persist'
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

type Kind = 'personal' | 'public'

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

/** Every copy made on behalf of a signed-in person (logout); works inside a Dexie transaction. */
export async function clearPersonalCopies(): Promise<void> {
  await offlineDb().queries.where('key').startsWith(rowsOf('personal')).delete()
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
