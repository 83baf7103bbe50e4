/**
 * The app's one IndexedDB database as it is now (docs/decisions/005). The pages open it with Dexie
 * (db.ts), which creates and upgrades it; the service worker reads and changes the outbox in it
 * without Dexie (worker-db.ts), so both take its name, version and stores from here.
 */
export { OFFLINE_DB_NAME } from './offline-db-exists'

/** Dexie's number for the current schema: a change to the stores below comes with a new one in db.ts. */
export const OFFLINE_DB_VERSION = 3

/** The version IndexedDB itself holds: Dexie stores its own number times ten. */
export const OFFLINE_DB_NATIVE_VERSION = OFFLINE_DB_VERSION * 10

/** Each store and its keys, in Dexie's syntax: the outbox numbers its entries in the order written. */
export const OFFLINE_DB_STORES = { queries: 'key', outbox: '++id, owner' } as const
