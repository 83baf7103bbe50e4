import type { ClientBooking } from '../../../api/contract/schemas/bookings'

/**
 * The bookings changed since the person last opened My sessions; before their first visit, those
 * that changed at all since they were asked for (accepted, declined, ...).
 */
export function unseenCount(bookings: ClientBooking[], seenAt: string | null): number {
  return bookings.filter((booking) =>
    seenAt === null ? toIso(booking.updatedAt) > toIso(booking.createdAt) : toIso(booking.updatedAt) > seenAt,
  ).length
}

/** The latest change among the bookings shown, or now, whichever is later (ISO, UTC). */
export function seenUpTo(bookings: ClientBooking[], now: Date = new Date()): string {
  return bookings.reduce((latest, booking) => {
    const updated = toIso(booking.updatedAt)
    return updated > latest ? updated : latest
  }, now.toISOString())
}

/** Timestamps compared as text must share one form: UTC with milliseconds. */
const toIso = (timestamp: string) => new Date(timestamp).toISOString()
