import { isNetworkFailure } from './network-failure'
import { markStoredCopy } from './stored-copies'

type Options = { key: string; personal: boolean }

/**
 * Wraps a query's fetch: a successful answer is stored on this device, and when the network is
 * unavailable the stored copy is returned instead (and marked as shown, for StoredCopyNote).
 * Dexie is imported here, lazily, so it never joins the landing's first load.
 */
export async function withSnapshot<T>({ key, personal }: Options, fetcher: () => Promise<T>): Promise<T> {
  try {
    const data = await fetcher()
    markStoredCopy(key, null)
    void storeSnapshot({ key, personal }, data)
    return data
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const stored = await import('./snapshots').then(({ readSnapshot }) => readSnapshot(key)).catch(() => undefined)
    if (!stored) throw error
    markStoredCopy(key, stored.savedAt)
    return stored.data as T
  }
}

/** Stores an answer got some other way (the user a login returned) as the copy `key` shows offline. */
export function storeSnapshot({ key, personal }: Options, data: unknown): Promise<void> {
  return import('./snapshots').then(({ saveSnapshot }) => saveSnapshot(key, data, personal)).catch(() => undefined)
}
