import { OFFLINE_DB_NAME, OFFLINE_DB_NATIVE_VERSION } from './db-schema'

let connection: Promise<IDBDatabase | null> | null = null

/**
 * The app's database for the service worker, through IndexedDB itself: Dexie would make the worker
 * 31 KB gzip heavier, downloaded on every first visit (issue 20). The pages' Dexie owns the schema
 * (db.ts), so this never creates the database nor changes its version or stores. Null when there
 * is none yet (nothing was ever queued), or while it is older than db-schema.ts says (the next page
 * to start upgrades it, then sends what it holds).
 */
export function openWorkerDb(): Promise<IDBDatabase | null> {
  connection ??= openExisting().then((db) => {
    if (!db) connection = null
    return db
  })
  return connection
}

function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    // No version asked for: the one the database has, with no upgrade, unless there is none.
    const request = indexedDB.open(OFFLINE_DB_NAME)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = (event) => {
      if (request.error?.name !== 'AbortError') return reject(request.error ?? new Error('IndexedDB open failed'))
      event.preventDefault()
      resolve(null)
    }
    request.onsuccess = () => {
      const db = request.result
      if (db.version < OFFLINE_DB_NATIVE_VERSION) {
        db.close()
        return resolve(null)
      }
      // A page upgrading the database (a new version of the app) must not wait for the worker.
      db.onversionchange = () => {
        db.close()
        connection = null
      }
      db.onclose = () => (connection = null)
      resolve(db)
    }
  })
}
