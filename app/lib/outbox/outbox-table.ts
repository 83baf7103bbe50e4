import type { OutboxEntry } from './outbox-entry'

/**
 * What a flush reads and changes in the outbox. The same IndexedDB store, reached through Dexie in
 * the pages (outbox-store.ts) and through IndexedDB itself in the service worker (worker-outbox.ts).
 */
export type OutboxTable = {
  /** Every entry, in the order written. */
  entries: () => Promise<OutboxEntry[]>
  /** A change set to undefined removes that field; an entry already gone stays gone. */
  update: (id: number, changes: Partial<OutboxEntry>) => Promise<void>
  remove: (id: number) => Promise<void>
}

/** Whether an entry will be tried again on its own (waiting for an answer, or held by a 429). */
export const isRetried = (entry: OutboxEntry) => entry.state === 'waiting' || entry.state === 'held'

/** Entries a flush should try: waiting or held and due by then, or waiting for a sign-in. */
export async function dueEntries(outbox: OutboxTable, dueBy: number): Promise<OutboxEntry[]> {
  const entries = await outbox.entries()
  return entries.filter((entry) => entry.state === 'sign-in' || (isRetried(entry) && entry.nextAttemptAt <= dueBy))
}

/**
 * Entries still to be retried for want of an answer (none yet, or a 5xx): Background Sync should
 * come back for them. Held ones had an answer (429); the pages try them again later.
 */
export async function retryPendingCount(outbox: OutboxTable): Promise<number> {
  const entries = await outbox.entries()
  return entries.filter((entry) => entry.state === 'waiting').length
}
