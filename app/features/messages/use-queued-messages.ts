import { useMemo } from 'react'
import { useOutboxEntries } from '../../lib/outbox/use-outbox-entries'

export type QueuedMessage = { idempotencyKey: string; text: string }

/** This thread's messages written on this device and not delivered yet, oldest first. */
export function useQueuedMessages(bookingId: number): QueuedMessage[] {
  const entries = useOutboxEntries()
  return useMemo(
    () =>
      entries.flatMap((entry) =>
        entry.route === 'postMessage' && entry.state !== 'failed' && Number(entry.params.bookingId) === bookingId
          ? [{ idempotencyKey: entry.idempotencyKey, text: entry.body.text }]
          : [],
      ),
    [entries, bookingId],
  )
}
