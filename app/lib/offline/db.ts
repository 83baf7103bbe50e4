import Dexie, { type EntityTable } from 'dexie'
import type { OutboxEntry } from '../outbox/outbox-entry'

/** A stored copy of what a page showed online; personal copies go on logout. */
export type Snapshot = { key: string; data: unknown; savedAt: number; personal: boolean }

/** The app's one IndexedDB database: stored copies and the outbox (docs/decisions/005). */
export type OfflineDb = Dexie & {
  snapshots: EntityTable<Snapshot, 'key'>
  outbox: EntityTable<OutboxEntry, 'id'>
}

let instance: OfflineDb | null = null

/** Opened on first use, never at module load (server-render-safe, and out of the first load). */
export function offlineDb(): OfflineDb {
  if (instance) return instance
  const db = new Dexie('wellness-offline') as OfflineDb
  db.version(1).stores({ snapshots: 'key', outbox: '++id, owner' })
  instance = db
  return db
}
