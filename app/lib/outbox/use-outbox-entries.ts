import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import type { OutboxEntry } from './outbox-entry'
import { outboxEntries } from './outbox-store'

/** The outbox as it is now, kept current across tabs and the service worker (Dexie liveQuery). */
export function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    const subscription = liveQuery(outboxEntries).subscribe({ next: setEntries, error: () => setEntries([]) })
    return () => subscription.unsubscribe()
  }, [])
  return entries
}
