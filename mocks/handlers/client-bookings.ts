import { calendarFileName, sessionCalendar } from '../../api/contract/calendar'
import { clientCancelError } from '../../api/contract/cancellation'
import { conflict, notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { cancellableOf, presentClientBooking } from '../present-client-booking'
import { findProfessional, findUser, professionalOfUser } from '../repo'
import { store, type BookingRow } from '../store'
import { mockRoute } from './pipeline'

/** Newest request first; the id breaks ties, as on the server. */
const newestFirst = (a: BookingRow, b: BookingRow) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1

const ownBooking = (userId: number, bookingId: number) =>
  store.bookings.find((booking) => booking.id === bookingId && booking.userId === userId)

export const clientBookingHandlers = [
  mockRoute('myClientBookings', ({ user, query }) => {
    const bookings = store.bookings.filter((booking) => booking.userId === user.id).sort(newestFirst)
    const now = new Date()
    return {
      body: bookings.slice(query.offset, query.offset + query.limit).map((row) => presentClientBooking(row, now)),
      headers: { 'X-Total-Count': String(bookings.length) },
    }
  }),

  mockRoute(
    'cancelMyBooking',
    ({ user, params, body }) => {
      const booking = ownBooking(user.id, params.bookingId!)
      if (!booking) throw notFound(messages.bookingNotFound)
      const refused = clientCancelError(cancellableOf(booking))
      if (refused) throw refused
      booking.status = 'cancelled'
      // A blank reason is no reason.
      booking.reason = body.reason || null
      booking.updatedAt = new Date().toISOString()
      return { body: presentClientBooking(booking), bookingId: booking.id }
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
      withName: isClient
        ? (findProfessional(booking.professionalId)?.fullName ?? '')
        : (findUser(booking.userId)?.username ?? ''),
      joinInstructions: booking.joinInstructions,
      language: query.lang,
    })
    return { body: text, headers: { 'Content-Disposition': `attachment; filename="${calendarFileName(booking.id)}"` } }
  }),
]
