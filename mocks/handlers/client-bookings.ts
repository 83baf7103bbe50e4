import { calendarFileName, sessionCalendar } from '../../api/domain/bookings/calendar'
import { cancelOwnBooking } from '../../api/domain/bookings/cancel-booking'
import { conflict, notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { upcomingThenPast } from '../../api/domain/bookings/my-sessions-order'
import { presentClientBooking } from '../present-client-booking'
import { clientNameOf, professionalNameOf } from '../deleted-accounts'
import { professionalOfUser, writtenBooking } from '../repo'
import { store } from '../store'
import { memoryCancelStore } from '../stores/cancel-store'
import { mockRoute } from './pipeline'

export const clientBookingHandlers = [
  mockRoute('myClientBookings', ({ user, query }) => {
    const now = new Date()
    const bookings = store.bookings.filter((booking) => booking.userId === user.id).sort(upcomingThenPast(now))
    return {
      body: bookings.slice(query.offset, query.offset + query.limit).map((row) => presentClientBooking(row, now)),
      headers: { 'X-Total-Count': String(bookings.length) },
    }
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

  mockRoute('bookingCalendar', ({ user, params, query }) => {
    const booking = store.bookings.find((row) => row.id === params.bookingId)
    const ownProfessional = professionalOfUser(user.id)
    const isClient = booking?.userId === user.id
    if (!booking || !(isClient || booking.professionalId === ownProfessional?.id)) {
      throw notFound(messages.bookingNotFound)
    }
    if (booking.status !== 'confirmed') throw conflict(messages.calendarOnlyConfirmed)
    const text = sessionCalendar({
      bookingId: booking.id,
      startsAt: new Date(booking.startsAt),
      durationMinutes: booking.durationMinutes,
      timezone: booking.timezone,
      withName: isClient ? professionalNameOf(booking.professionalId) : clientNameOf(booking.userId),
      joinInstructions: booking.joinInstructions,
      language: query.lang,
    })
    return { body: text, headers: { 'Content-Disposition': `attachment; filename="${calendarFileName(booking.id)}"` } }
  }),
]
