import { analyticsWindowStart, todayIn } from '../../api/contract/rules'
import { presentBooking } from '../present'
import { store, type BookingRow } from '../store'
import { mockRoute } from './pipeline'

/** Dated today or later in the booking's own zone. */
const isNotPast = (booking: BookingRow) => booking.sessionDate >= todayIn(booking.timezone)

function byDateTimeId(a: BookingRow, b: BookingRow): number {
  if (a.sessionDate !== b.sessionDate) return a.sessionDate < b.sessionDate ? -1 : 1
  if (a.sessionTime !== b.sessionTime) return a.sessionTime < b.sessionTime ? -1 : 1
  return a.id - b.id
}

export const dashboardHandlers = [
  mockRoute('myBookings', ({ professional, query }) => {
    const bookings = store.bookings
      .filter((booking) => booking.professionalId === professional.id)
      .filter((booking) => !query.status || booking.status === query.status)
      .filter(
        (booking) =>
          query.upcoming !== 'true' ||
          ((booking.status === 'pending' || booking.status === 'confirmed') && isNotPast(booking)),
      )
      .sort(byDateTimeId)
    return {
      body: bookings.slice(query.offset, query.offset + query.limit).map(presentBooking),
      headers: { 'X-Total-Count': String(bookings.length) },
    }
  }),

  mockRoute('myAnalytics', ({ professional }) => {
    const own = store.bookings.filter((booking) => booking.professionalId === professional.id)
    const count = (test: (booking: BookingRow) => boolean) => own.filter(test).length
    return {
      body: {
        pendingCount: count((booking) => booking.status === 'pending'),
        confirmedCount: count((booking) => booking.status === 'confirmed'),
        upcomingCount: count((booking) => booking.status === 'confirmed' && isNotPast(booking)),
        completedLast30Days: count(
          (booking) =>
            booking.status === 'completed' &&
            booking.completedOn !== null &&
            booking.completedOn >= analyticsWindowStart(booking.timezone),
        ),
      },
    }
  }),
]
