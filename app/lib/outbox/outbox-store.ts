import { offlineDb } from '../offline/db'
import { wantOutbox } from '../offline/outbox-wanted'
import { requestPersistentStorageOnce } from '../offline/persist'
import type { OutboxEntry, OutboxRequest, WrittenRequest } from './outbox-entry'
import type { OutboxTable } from './outbox-table'

/** Puts a request in the outbox, due at once (or, state 'sign-in', once its owner signs in again). */
export async function addToOutbox(
  request: OutboxRequest,
  idempotencyKey: string,
  owner: number,
  state: 'waiting' | 'sign-in' = 'waiting',
): Promise<void> {
  const now = Date.now()
  const entry: OutboxEntry = {
    ...request,
    idempotencyKey,
    owner,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state,
  }
  await offlineDb().outbox.add(entry)
  requestPersistentStorageOnce()
  wantOutbox()
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  return offlineDb().outbox.orderBy('id').toArray()
}

export async function removeEntry(id: number): Promise<void> {
  await offlineDb().outbox.delete(id)
}

/** The outbox as the pages flush it (flush-outbox.ts); the service worker's is worker-outbox.ts. */
export const pageOutbox: OutboxTable = {
  entries: outboxEntries,
  update: async (id, changes) => {
    await offlineDb().outbox.update(id, changes)
  },
  remove: removeEntry,
}

/** The person's own writes (not a queued logout): what the waiting list shows. */
export const isWritten = (entry: OutboxEntry): entry is OutboxEntry & WrittenRequest => entry.route !== 'logout'

/** The owner's writes not yet delivered (waiting, held or needing a sign-in): what their logout would lose. */
export async function unsentCount(owner: number): Promise<number> {
  const entries = await outboxEntries()
  return entries.filter((entry) => entry.owner === owner && isWritten(entry) && entry.state !== 'failed').length
}

/** The owner's entries; another account's on the same phone wait for their owner. */
export async function clearOutbox(owner: number): Promise<void> {
  await offlineDb()
    .outbox.filter((entry) => entry.owner === owner)
    .delete()
}

/** A sign-in replaced the session a queued logout was meant to end: sending it would end the new one. */
export async function forgetQueuedLogouts(): Promise<void> {
  await offlineDb()
    .outbox.filter((entry) => entry.route === 'logout')
    .delete()
}
