import { changeBookingStatus } from '../../api/domain/bookings/change-status'
import { requestBooking } from '../../api/domain/bookings/request-booking'
import { writeSessionNotes } from '../../api/domain/bookings/session-notes'
import { todayIn } from '../../api/contract/time'
import { PAST_STATUSES, type BookingStatus } from '../../api/contract/schemas/bookings'
import { recordNotesRead } from '../audit-events'
import { mockLimits } from '../limits'
import { presentBooking, presentBookingCreated } from '../present'
import { soonestFirst, writtenBooking } from '../repo'
import { store, type BookingRow } from '../store'
import { memoryNotesStore } from '../stores/notes-store'
import { memoryRequestStore } from '../stores/request-store'
import { memoryStatusStore } from '../stores/status-store'
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
    async ({ user, body }) => {
      const bookingId = await requestBooking(memoryRequestStore, { clientId: user.id, body, limits: mockLimits() })
      return { body: presentBookingCreated(writtenBooking(bookingId)), bookingId }
    },
    { replay: presentBookingCreated },
  ),

  mockRoute(
    'updateBookingStatus',
    async ({ user, professional, params, body }) => {
      const bookingId = params.bookingId!
      await changeBookingStatus(memoryStatusStore(user), { professionalId: professional.id, bookingId, update: body })
      return { body: presentBooking(writtenBooking(bookingId)), bookingId }
    },
    { replay: presentBooking },
  ),

  mockRoute(
    'saveSessionNotes',
    async ({ user, professional, params, body }) => {
      const bookingId = params.bookingId!
      const request = { professionalId: professional.id, bookingId, notes: body.professionalNotes }
      await writeSessionNotes(memoryNotesStore(user), request)
      return { body: presentBooking(writtenBooking(bookingId)), bookingId }
    },
    { replay: presentBooking },
  ),
]

/** Dated today or later in the booking's own zone. */
export const isNotPast = (booking: BookingRow) => booking.sessionDate >= todayIn(booking.timezone)
