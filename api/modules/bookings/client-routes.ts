import { presentClientBooking } from '../../db/client-booking-views'
import { handle } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { calendarFile } from './calendar-file'
import { cancelMyBooking } from './cancel-booking'
import { listClientBookings } from './client-repo'

/** The person's own bookings: what they asked for, cancelling, and a confirmed session's calendar file. */
export const clientBookingRoutes = [
  handle('myClientBookings', async ({ deps, user, query }) => {
    const now = new Date()
    const { rows, total } = await listClientBookings(deps.db, signedIn(user).id, query, now)
    return {
      body: rows.map((row) => presentClientBooking(row, deps.cipher, now)),
      headers: { 'X-Total-Count': String(total) },
    }
  }),
  handle('cancelMyBooking', cancelMyBooking),
  handle('bookingCalendar', calendarFile),
]
