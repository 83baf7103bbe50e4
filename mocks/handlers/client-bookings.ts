import { calendarFile } from '../../api/domain/bookings/calendar-file'
import { cancelOwnBooking } from '../../api/domain/bookings/cancel-booking'
import { myBookingsPage } from '../../api/domain/bookings/my-sessions-order'
import { presentClientBooking } from '../present-client-booking'
import { calendarBookingOf } from '../deleted-accounts'
import { writtenBooking } from '../repo'
import { store } from '../store'
import { memoryCancelStore } from '../stores/cancel-store'
import { mockRoute } from './pipeline'

export const clientBookingHandlers = [
  mockRoute('myClientBookings', ({ user, query }) => {
    const now = new Date()
    const own = store.bookings.filter((booking) => booking.userId === user.id)
    const { page, total } = myBookingsPage(own, query, now)
    return { body: page.map((row) => presentClientBooking(row, now)), headers: { 'X-Total-Count': String(total) } }
  }),

  mockRoute(
    'cancelMyBooking',
    async ({ user, params, body }) => {
      const bookingId = params.bookingId!
      await cancelOwnBooking(memoryCancelStore(user), { userId: user.id, bookingId, reason: body.reason })
      return { body: presentClientBooking(writtenBooking(bookingId)), bookingId }
    },
    { replay: (booking) => presentClientBooking(booking) },
  ),

  mockRoute('bookingCalendar', async ({ user, params, query }) => {
    const request = { userId: user.id, bookingId: params.bookingId!, language: query.lang }
    const { text, fileName } = await calendarFile(async (id) => calendarBookingOf(id), request)
    return { body: text, headers: { 'Content-Disposition': `attachment; filename="${fileName}"` } }
  }),
]
