import { notStartedError, requestedStartError, spanFrom, spansOverlap } from '../../api/domain/bookings/booking-clock'
import { conflict, notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { pendingLimitError, type PendingCounts } from '../../api/domain/bookings/pending-requests'
import { SLOT_HOLDING_STATUSES, todayIn, transitionError } from '../../api/contract/rules'
import { DEFAULT_TIMEZONE, PAST_STATUSES, type BookingStatus } from '../../api/contract/schemas/bookings'
import { instantOf } from '../../api/contract/time'
import { recordMockAudit } from '../audit'
import { recordNotesRead, selfEvent } from '../audit-events'
import { outsideHours } from '../availability'
import { mockLimits } from '../limits'
import { presentBooking, presentBookingCreated } from '../present'
import { findOwnBooking, findProfessional, saveSessionNote, sessionMinutesOf, soonestFirst } from '../repo'
import { insert, store, type BookingRow } from '../store'
import { isListed } from '../verifications'
import { mockRoute } from './pipeline'

const holdsSlot = (status: BookingStatus) => (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status)
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
    ({ user, professional, params, body }) => {
      const booking = findOwnBooking(professional.id, params.bookingId!)
      if (!booking) throw notFound(messages.bookingNotFound)
      const illegal = transitionError(booking.status, body.status)
      if (illegal) throw illegal
      if (body.status === 'completed') {
        const early = notStartedError(new Date(booking.startsAt), booking.timezone)
        if (early) throw early
      }
      if (body.status === 'confirmed' && overlapsHeldSession(booking)) throw conflict(messages.slotTaken)
      booking.status = body.status
      booking.updatedAt = new Date().toISOString()
      if (body.status === 'completed') booking.completedOn = todayIn(booking.timezone)
      if (body.status === 'confirmed') {
        booking.joinInstructions = body.joinInstructions || professional.defaultJoinInstructions || null
      }
      if (body.status === 'declined' || body.status === 'cancelled') {
        booking.reason = body.reason || null
        booking.reasonBy = booking.reason === null ? null : 'professional'
      }
      recordMockAudit({
        action: 'bookingStatusChanged',
        ...selfEvent(user),
        target: { type: 'booking', id: booking.id },
        detail: body.status,
      })
      return { body: presentBooking(booking), bookingId: booking.id }
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

const spanOf = (booking: BookingRow) => spanFrom(Date.parse(booking.startsAt), booking.durationMinutes)

/** No two confirmed or completed sessions of a professional share a moment, whatever their zones. */
function overlapsHeldSession(booking: BookingRow): boolean {
  return store.bookings.some(
    (other) =>
      other.id !== booking.id &&
      other.professionalId === booking.professionalId &&
      holdsSlot(other.status) &&
      spansOverlap(spanOf(booking), spanOf(other)),
  )
}

/** The user's pending requests, with everyone and with this professional. */
function pendingCounts(userId: number, professionalId: number): PendingCounts {
  const pending = store.bookings.filter((booking) => booking.userId === userId && booking.status === 'pending')
  const withProfessional = pending.filter((booking) => booking.professionalId === professionalId).length
  return { inAll: pending.length, withProfessional }
}

/** Dated today or later in the booking's own zone. */
export const isNotPast = (booking: BookingRow) => booking.sessionDate >= todayIn(booking.timezone)
