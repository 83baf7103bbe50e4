import { badRequest, conflict, notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { pendingLimitError, type PendingCounts } from '../../api/contract/pending-requests'
import { SLOT_HOLDING_STATUSES, todayIn, transitionError } from '../../api/contract/rules'
import { DEFAULT_TIMEZONE, type BookingStatus } from '../../api/contract/schemas/bookings'
import { outsideHours } from '../availability'
import { mockLimits } from '../limits'
import { presentBooking, presentBookingCreated } from '../present'
import { findOwnBooking, findProfessional, saveSessionNote } from '../repo'
import { insert, store, type BookingRow } from '../store'
import { mockRoute } from './pipeline'

const holdsSlot = (status: BookingStatus) => (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status)

export const bookingHandlers = [
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

  mockRoute(
    'createBooking',
    ({ user, body }) => {
      const timezone = body.timezone ?? DEFAULT_TIMEZONE
      // The server's order: the date, the professional, the hours, then the pending limits.
      if (body.sessionDate < todayIn(timezone)) {
        throw badRequest(messages.dateInPast, { sessionDate: messages.dateInPast })
      }
      if (!findProfessional(body.professionalId)) throw notFound(messages.professionalNotFound)
      const outside = outsideHours(body.professionalId, body.sessionDate, body.sessionTime, timezone)
      if (outside) throw outside
      const tooMany = pendingLimitError(pendingCounts(user.id, body.professionalId), mockLimits())
      if (tooMany) throw tooMany
      const booking = insert('bookings', {
        professionalId: body.professionalId,
        userId: user.id,
        sessionType: body.sessionType,
        sessionDate: body.sessionDate,
        sessionTime: body.sessionTime,
        timezone,
        status: 'pending',
        // A blank note is no note, as on the server.
        notes: body.notes || null,
        createdAt: new Date().toISOString(),
        completedOn: null,
      })
      return { body: presentBookingCreated(booking), bookingId: booking.id }
    },
    { replay: presentBookingCreated },
  ),

  mockRoute(
    'updateBookingStatus',
    ({ professional, params, body }) => {
      const booking = findOwnBooking(professional.id, params.bookingId!)
      if (!booking) throw notFound(messages.bookingNotFound)
      const illegal = transitionError(booking.status, body.status)
      if (illegal) throw illegal
      if (body.status === 'confirmed' && slotIsTaken(booking)) throw conflict(messages.slotTaken)
      booking.status = body.status
      if (body.status === 'completed') booking.completedOn = todayIn(booking.timezone)
      return { body: presentBooking(booking), bookingId: booking.id }
    },
    { replay: presentBooking },
  ),

  mockRoute(
    'saveSessionNotes',
    ({ professional, params, body }) => {
      const booking = findOwnBooking(professional.id, params.bookingId!)
      if (!booking) throw notFound(messages.bookingNotFound)
      saveSessionNote(booking.id, body.professionalNotes)
      return { body: presentBooking(booking), bookingId: booking.id }
    },
    { replay: presentBooking },
  ),
]

/** At most one confirmed or completed booking per professional, date and time. */
function slotIsTaken(booking: BookingRow): boolean {
  return store.bookings.some(
    (other) =>
      other.id !== booking.id &&
      other.professionalId === booking.professionalId &&
      other.sessionDate === booking.sessionDate &&
      other.sessionTime === booking.sessionTime &&
      holdsSlot(other.status),
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

function byDateTimeId(a: BookingRow, b: BookingRow): number {
  if (a.sessionDate !== b.sessionDate) return a.sessionDate < b.sessionDate ? -1 : 1
  if (a.sessionTime !== b.sessionTime) return a.sessionTime < b.sessionTime ? -1 : 1
  return a.id - b.id
}
