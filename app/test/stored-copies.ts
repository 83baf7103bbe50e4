import { hashKey, type QueryKey } from '@tanstack/react-query'
import { offlineDb } from '../lib/offline/db'
import { persistedQuery, storedQueryRow } from '../lib/offline/query-copies'

/** The copy of a query stored on this device, or undefined when there is none. */
export async function readStoredCopy(queryKey: QueryKey): Promise<{ personal: boolean; data: unknown } | undefined> {
  const stored = await offlineDb()
    .queries.filter(({ value }) => value.queryHash === hashKey(queryKey))
    .first()
  return stored && { personal: stored.key.startsWith('personal-'), data: stored.value.state.data }
}

/** Stores a copy of a query, as an online visit would have. */
export async function storeCopy(queryKey: QueryKey, data: unknown, personal: boolean): Promise<void> {
  const key = storedQueryRow(personal ? 'personal' : 'public', queryKey)
  await offlineDb().queries.put({ key, value: persistedQuery(queryKey, data) })
}
