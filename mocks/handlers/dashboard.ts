import { analyticsWindowStart } from '../../api/domain/bookings/analytics-window'
import { store, type BookingRow } from '../store'
import { isNotPast } from './bookings'
import { mockRoute } from './pipeline'

export const dashboardHandlers = [
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
