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
  entries: async () => (await offlineDb().queries.toArray()).map(({ key, value }) => [key, value]),
}

const persisterFor = (prefix: 'personal' | 'public') =>
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

/** A query as the persister stores it: `data`, answered at `savedAt`. */
export function persistedQuery(queryKey: QueryKey, data: unknown, savedAt = Date.now()): PersistedQuery {
  const state: QueryState = {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: savedAt,
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
  await offlineDb().queries.where('key').startsWith('personal-').delete()
}

/**
 * The stored user says nobody is signed in (logout, an expired session), so a reload offline does
 * not bring the person back. Written after clearPersonalCopies, which would remove it.
 */
export async function storeSignedOut(): Promise<void> {
  await offlineDb().queries.put({
    key: `personal-${hashKey(STORED_USER_KEY)}`,
    value: persistedQuery(STORED_USER_KEY, null),
  })
}
