import { useMemo } from 'react'
import { useOutboxEntries } from '../../lib/outbox/use-outbox-entries'

/** The bookings this person cancelled on this device whose cancel has not been delivered yet. */
export function useQueuedCancels(): Set<number> {
  const entries = useOutboxEntries()
  return useMemo(
    () =>
      new Set(
        entries.flatMap((entry) =>
          entry.route === 'cancelMyBooking' && entry.state !== 'failed' ? [Number(entry.params.bookingId)] : [],
        ),
      ),
    [entries],
  )
}
