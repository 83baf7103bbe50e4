import { offlineDb } from '../offline/db'
import { requestPersistentStorageOnce } from '../offline/persist'
import type { OutboxEntry, OutboxRequest, WrittenRequest } from './outbox-entry'

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
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  return offlineDb().outbox.orderBy('id').toArray()
}

/** Whether an entry will be tried again on its own (waiting for an answer, or held by a 429). */
export const isRetried = (entry: OutboxEntry) => entry.state === 'waiting' || entry.state === 'held'

/** Entries a flush should try: waiting or held and due by then, or waiting for a sign-in. */
export async function dueEntries(dueBy: number): Promise<OutboxEntry[]> {
  const entries = await outboxEntries()
  return entries.filter((entry) => entry.state === 'sign-in' || (isRetried(entry) && entry.nextAttemptAt <= dueBy))
}

export async function updateEntry(id: number, changes: Partial<OutboxEntry>): Promise<void> {
  await offlineDb().outbox.update(id, changes)
}

export async function removeEntry(id: number): Promise<void> {
  await offlineDb().outbox.delete(id)
}

/** The person's own writes (not a queued logout): what the waiting list shows. */
export const isWritten = (entry: OutboxEntry): entry is OutboxEntry & WrittenRequest => entry.route !== 'logout'

/** Writes not yet delivered (waiting, held or needing a sign-in): what logout would lose. */
export async function unsentCount(): Promise<number> {
  const entries = await outboxEntries()
  return entries.filter((entry) => isWritten(entry) && entry.state !== 'failed').length
}

/**
 * Entries still to be retried for want of an answer (none yet, or a 5xx): Background Sync should
 * come back for them. Held ones had an answer (429); the pages try them again later.
 */
export async function retryPendingCount(): Promise<number> {
  const entries = await outboxEntries()
  return entries.filter((entry) => entry.state === 'waiting').length
}

export async function clearOutbox(): Promise<void> {
  await offlineDb().outbox.clear()
}

/** A sign-in replaced the session a queued logout was meant to end: sending it would end the new one. */
export async function forgetQueuedLogouts(): Promise<void> {
  await offlineDb()
    .outbox.filter((entry) => entry.route === 'logout')
    .delete()
}
