import { requestedStartError } from '../../api/domain/bookings/booking-clock'
import { changeBookingStatus } from '../../api/domain/bookings/change-status'
import { notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { pendingLimitError, type PendingCounts } from '../../api/domain/bookings/pending-requests'
import { todayIn } from '../../api/contract/rules'
import { DEFAULT_TIMEZONE, PAST_STATUSES, type BookingStatus } from '../../api/contract/schemas/bookings'
import { instantOf } from '../../api/contract/time'
import { recordMockAudit } from '../audit'
import { recordNotesRead, selfEvent } from '../audit-events'
import { outsideHours } from '../availability'
import { mockLimits } from '../limits'
import { presentBooking, presentBookingCreated } from '../present'
import { findOwnBooking, findProfessional, saveSessionNote, sessionMinutesOf, soonestFirst } from '../repo'
import { insert, store, type BookingRow } from '../store'
import { memoryStatusStore } from '../stores/status-store'
import { isListed } from '../verifications'
import { mockRoute } from './pipeline'

const isPast = (status: BookingStatus) => (PAST_STATUSES as readonly BookingStatus[]).includes(status)

export const bookingHandlers = [
  mockRoute('myBookings', ({ user, professional, query }) => {
    const bookings = store.bookings
      .filter((booking) => booking.professionalId === professional.id)
      .filter((booking) =>
        query.status === 'past' ? isPast(booking.status) : !query.status || booking.status === query.status,
      )
      .filter(
        (booking) =>
          query.upcoming !== 'true' ||
          ((booking.status === 'pending' || booking.status === 'confirmed') && isNotPast(booking)),
      )
      .sort(query.status === 'past' ? (a, b) => soonestFirst(b, a) : soonestFirst)
    const page = bookings.slice(query.offset, query.offset + query.limit).map(presentBooking)
    if (page.some((booking) => booking.professionalNotes !== null)) recordNotesRead(user)
    return {
      body: page,
      headers: { 'X-Total-Count': String(bookings.length) },
    }
  }),

  mockRoute(
    'createBooking',
    ({ user, body }) => {
      const timezone = body.timezone ?? DEFAULT_TIMEZONE
      const start = +instantOf(body.sessionDate, body.sessionTime, timezone)
      // The server's order: the date and time, the professional, the hours, then the pending limits.
      const wrongStart = requestedStartError(body.sessionDate, start, timezone, mockLimits().bookingHorizonDays)
      if (wrongStart) throw wrongStart
      const professional = findProfessional(body.professionalId)
      if (!professional || !isListed(professional)) throw notFound(messages.professionalNotFound)
      const outside = outsideHours(body.professionalId, body.sessionDate, body.sessionTime, timezone)
      if (outside) throw outside
      const tooMany = pendingLimitError(pendingCounts(user.id, body.professionalId), mockLimits())
      if (tooMany) throw tooMany
      const now = new Date().toISOString()
      const booking = insert('bookings', {
        professionalId: body.professionalId,
        userId: user.id,
        sessionType: body.sessionType,
        sessionDate: body.sessionDate,
        sessionTime: body.sessionTime,
        timezone,
        startsAt: new Date(start).toISOString(),
        durationMinutes: sessionMinutesOf(body.professionalId),
        status: 'pending',
        // A blank note is no note, as on the server.
        notes: body.notes || null,
        reason: null,
        reasonBy: null,
        joinInstructions: null,
        createdAt: now,
        updatedAt: now,
        completedOn: null,
      })
      return { body: presentBookingCreated(booking), bookingId: booking.id }
    },
    { replay: presentBookingCreated },
  ),

  mockRoute(
    'updateBookingStatus',
    async ({ user, professional, params, body }) => {
      const bookingId = params.bookingId!
      await changeBookingStatus(memoryStatusStore(user), { professionalId: professional.id, bookingId, update: body })
      return { body: presentBooking(store.bookings.find((booking) => booking.id === bookingId)!), bookingId }
    },
    { replay: presentBooking },
  ),

  mockRoute(
    'saveSessionNotes',
    ({ user, professional, params, body }) => {
      const booking = findOwnBooking(professional.id, params.bookingId!)
      if (!booking) throw notFound(messages.bookingNotFound)
      saveSessionNote(booking.id, body.professionalNotes)
      recordMockAudit({ action: 'notesWritten', ...selfEvent(user), target: { type: 'booking', id: booking.id } })
      return { body: presentBooking(booking), bookingId: booking.id }
    },
    { replay: presentBooking },
  ),
]

/** The user's pending requests, with everyone and with this professional. */
function pendingCounts(userId: number, professionalId: number): PendingCounts {
  const pending = store.bookings.filter((booking) => booking.userId === userId && booking.status === 'pending')
  const withProfessional = pending.filter((booking) => booking.professionalId === professionalId).length
  return { inAll: pending.length, withProfessional }
}

/** Dated today or later in the booking's own zone. */
export const isNotPast = (booking: BookingRow) => booking.sessionDate >= todayIn(booking.timezone)
