import { useMemo } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { useOutboxEntries } from '../../../lib/outbox/use-outbox-entries'

/** Notes saved on this device and not yet sent, by booking id (the latest save of each wins). */
export function useQueuedNotes(): Map<number, string | null> {
  const entries = useOutboxEntries()
  return useMemo(() => {
    const queued = new Map<number, string | null>()
    for (const entry of entries)
      if (entry.route === 'saveSessionNotes' && entry.state !== 'failed')
        queued.set(Number(entry.params.bookingId), entry.body.professionalNotes)
    return queued
  }, [entries])
}

/** The bookings as they will be once the queued notes arrive (also after an offline reload). */
export function withQueuedNotes(
  bookings: Booking[] | undefined,
  queued: Map<number, string | null>,
): Booking[] | undefined {
  if (!bookings || queued.size === 0) return bookings
  return bookings.map((booking) =>
    queued.has(booking.id) ? { ...booking, professionalNotes: queued.get(booking.id) ?? null } : booking,
  )
}
