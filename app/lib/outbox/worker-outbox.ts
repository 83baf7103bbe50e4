import { OFFLINE_DB_STORES } from '../offline/db-schema'
import { openWorkerDb } from '../offline/worker-db'
import type { OutboxEntry } from './outbox-entry'
import { announceChange } from './outbox-events'
import type { OutboxTable } from './outbox-table'

const OUTBOX = 'outbox' satisfies keyof typeof OFFLINE_DB_STORES

/** Runs work in one transaction on the outbox, until it commits; without a database, nothing. */
async function inOutbox(mode: IDBTransactionMode, work: (store: IDBObjectStore) => void): Promise<void> {
  const db = await openWorkerDb()
  if (!db) return
  const transaction = db.transaction(OUTBOX, mode)
  work(transaction.objectStore(OUTBOX))
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'))
  })
  if (mode === 'readwrite') announceChange()
}

/** The outbox as the service worker reaches it: the store the pages' Dexie writes (outbox-store.ts). */
export const workerOutbox: OutboxTable = {
  async entries() {
    let entries: OutboxEntry[] = []
    await inOutbox('readonly', (store) => {
      const request = store.getAll()
      request.onsuccess = () => (entries = request.result as OutboxEntry[])
    })
    return entries
  },
  update: (id, changes) =>
    inOutbox('readwrite', (store) => {
      const request = store.get(id)
      request.onsuccess = () => {
        const entry = request.result as Record<string, unknown> | undefined
        if (!entry) return
        // As Dexie's update does: a field changed to undefined is removed.
        for (const [field, value] of Object.entries(changes)) {
          if (value === undefined) Reflect.deleteProperty(entry, field)
          else entry[field] = value
        }
        store.put(entry)
      }
    }),
  remove: (id) => inOutbox('readwrite', (store) => store.delete(id)),
}
