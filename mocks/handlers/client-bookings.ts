import { calendarFileName, sessionCalendar } from '../../api/domain/bookings/calendar'
import { clientCancelError } from '../../api/domain/bookings/cancellation'
import { conflict, notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { upcomingThenPast } from '../../api/domain/bookings/my-sessions-order'
import { cancellableOf, presentClientBooking } from '../present-client-booking'
import { clientNameOf, professionalNameOf } from '../deleted-accounts'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { professionalOfUser } from '../repo'
import { store } from '../store'
import { mockRoute } from './pipeline'

const ownBooking = (userId: number, bookingId: number) =>
  store.bookings.find((booking) => booking.id === bookingId && booking.userId === userId)

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
    ({ user, params, body }) => {
      const booking = ownBooking(user.id, params.bookingId!)
      if (!booking) throw notFound(messages.bookingNotFound)
      const refused = clientCancelError(cancellableOf(booking))
      if (refused) throw refused
      booking.status = 'cancelled'
      // A blank reason is no reason.
      booking.reason = body.reason || null
      booking.reasonBy = booking.reason === null ? null : 'client'
      booking.updatedAt = new Date().toISOString()
      recordMockAudit({
        action: 'bookingStatusChanged',
        ...selfEvent(user),
        target: { type: 'booking', id: booking.id },
        detail: 'cancelled',
      })
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
      withName: isClient ? professionalNameOf(booking.professionalId) : clientNameOf(booking.userId),
      joinInstructions: booking.joinInstructions,
      language: query.lang,
    })
    return { body: text, headers: { 'Content-Disposition': `attachment; filename="${calendarFileName(booking.id)}"` } }
  }),
]
