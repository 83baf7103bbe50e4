import { useMemo } from 'react'
import type { NewStatus } from '../../../lib/outbox/outbox-entry'
import { useOutboxEntries } from '../../../lib/outbox/use-outbox-entries'

/**
 * Accept, Decline or Mark Complete pressed on this device and not yet delivered, by booking id.
 * A refused one (failed) is not waiting any more: the outbox's strip shows why.
 */
export function useQueuedStatusChanges(): Map<number, NewStatus> {
  const entries = useOutboxEntries()
  return useMemo(() => {
    const queued = new Map<number, NewStatus>()
    for (const entry of entries)
      if (entry.route === 'updateBookingStatus' && entry.state !== 'failed')
        queued.set(Number(entry.params.bookingId), entry.body.status)
    return queued
  }, [entries])
}
