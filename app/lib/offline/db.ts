import Dexie, { type EntityTable } from 'dexie'
import type { PersistedQuery } from '@tanstack/react-query-persist-client'
import type { OutboxEntry } from '../outbox/outbox-entry'
import { upgradeOldEntry } from '../outbox/old-entries'
import { OFFLINE_DB_NAME, OFFLINE_DB_STORES, OFFLINE_DB_VERSION } from './db-schema'

/**
 * A query's stored copy, as TanStack Query's persister writes it, under the persister's key
 * (`personal-…` or `public-…` and the query's hash); personal copies go on logout.
 */
export type StoredQuery = { key: string; value: PersistedQuery }

/** The app's one IndexedDB database: stored copies of queries and the outbox (docs/decisions/005). */
export type OfflineDb = Dexie & {
  queries: EntityTable<StoredQuery, 'key'>
  outbox: EntityTable<OutboxEntry, 'id'>
}

let instance: OfflineDb | null = null

/** Opened on first use, never at module load (server-render-safe, and out of the first load). */
export function offlineDb(): OfflineDb {
  if (instance) return instance
  // No cache of live queries' results: the service worker changes the outbox without Dexie
  // (worker-outbox.ts), so a cached result could be stale; each live query reads IndexedDB again.
  const db = new Dexie(OFFLINE_DB_NAME, { cache: 'disabled' }) as OfflineDb
  db.version(1).stores({ snapshots: 'key', outbox: '++id, owner' })
  // Version 2: the stored copies are TanStack Query's persisted queries; the old copies are dropped
  // (each is written again on the next online visit).
  db.version(2).stores({ snapshots: null, queries: 'key' })
  // Version 3: an outbox entry names the contract's route and its params instead of a kind; the
  // entries waiting on a device in the old shape are rewritten, their keys kept (issue 17).
  db.version(3).upgrade((tx) => tx.table('outbox').toCollection().modify(upgradeOldEntry))
  // The stores as they are now, which the service worker expects too (db-schema.ts).
  db.version(OFFLINE_DB_VERSION).stores(OFFLINE_DB_STORES)
  instance = db
  return db
}
