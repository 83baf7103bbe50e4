import { offlineDb } from '../offline/db'
import { offlineDbExists } from '../offline/offline-db-exists'
import { wantOutbox } from '../offline/outbox-wanted'
import { requestPersistentStorageOnce } from '../offline/persist'
import { REPLACING_ROUTES, type OutboxEntry, type OutboxRequest, type WrittenRequest } from './outbox-entry'
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

/**
 * The owner's entries still to be sent that write to the same thing as this request (route and
 * params). A write with no params (a booking request) names nothing that an earlier one wrote to.
 */
async function earlierWrites(request: WrittenRequest, owner: number): Promise<OutboxEntry[]> {
  if (!request.params || Object.keys(request.params).length === 0) return []
  // A device that never queued anything has no outbox to read (reading would create the database).
  if (!(await offlineDbExists())) return []
  const params = JSON.stringify(request.params ?? {})
  return (await outboxEntries()).filter(
    (entry) =>
      entry.owner === owner &&
      entry.state !== 'failed' &&
      entry.route === request.route &&
      JSON.stringify('params' in entry ? (entry.params ?? {}) : {}) === params,
  )
}

/**
 * Whether the owner's earlier write to the same thing is still waiting: a new one must not
 * overtake it (the older notes would land last, a Complete before its Accept).
 */
export async function earlierWriteWaiting(request: WrittenRequest, owner: number): Promise<boolean> {
  return (await earlierWrites(request, owner)).length > 0
}

/**
 * Drops the owner's waiting writes that this one replaces whole (REPLACING_ROUTES). One already on
 * its way finishes first: a flush sends one entry at a time, and this one is sent by the next.
 */
export async function dropReplacedWrites(request: WrittenRequest, owner: number): Promise<void> {
  if (!REPLACING_ROUTES.has(request.route)) return
  const replaced = await earlierWrites(request, owner)
  await offlineDb().outbox.bulkDelete(replaced.map((entry) => entry.id!))
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
