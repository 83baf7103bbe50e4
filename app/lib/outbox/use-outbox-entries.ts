import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import type { OutboxEntry } from './outbox-entry'
import { OUTBOX_CHANGED_CHANNEL } from './outbox-events'
import { outboxEntries } from './outbox-store'

/**
 * The outbox as it is now, kept current across tabs (Dexie liveQuery) and the service worker,
 * which writes without Dexie and says so: the outbox is then read again.
 */
export function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    const watch = () => liveQuery(outboxEntries).subscribe({ next: setEntries, error: () => setEntries([]) })
    let subscription = watch()
    const worker = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL)
    worker.onmessage = () => {
      subscription.unsubscribe()
      subscription = watch()
    }
    return () => {
      subscription.unsubscribe()
      worker.close()
    }
  }, [])
  return entries
}
