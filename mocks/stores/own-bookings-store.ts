import {
  matchesBookingFilter,
  soonestFirst,
  type BookingFilter,
} from '../../api/domain/bookings/booking-filters'
import type { OwnBookingsReads } from '../../api/domain/bookings/own-bookings'
import { recordMockAudit } from '../audit'
import { actedSince, selfEvent } from '../audit-events'
import { presentBooking } from '../present'
import { store, type BookingRow, type UserRow } from '../store'

/** A professional's bookings that pass a filter of api/domain/bookings/booking-filters.ts. */
export const professionalBookings = (professionalId: number, filter: BookingFilter): BookingRow[] =>
  store.bookings.filter((booking) => booking.professionalId === professionalId && matchesBookingFilter(booking, filter))

/** A professional's bookings list over the in-memory store. */
export function memoryOwnBookings(user: UserRow, professionalId: number): OwnBookingsReads {
  return {
    async page({ filter, newestFirst }, { limit, offset }) {
      const order = newestFirst ? (a: BookingRow, b: BookingRow) => soonestFirst(b, a) : soonestFirst
      const rows = professionalBookings(professionalId, filter).sort(order)
      return { bookings: rows.slice(offset, offset + limit).map(presentBooking), total: rows.length }
    },
    notesReadRecordedAfter: async (since) => actedSince(user.id, 'notesRead', since),
    recordNotesRead: async () => recordMockAudit({ action: 'notesRead', ...selfEvent(user) }),
  }
}
