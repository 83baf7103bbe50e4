import { changeBookingStatus } from '../../api/domain/bookings/change-status'
import { requestBooking } from '../../api/domain/bookings/request-booking'
import { writeSessionNotes } from '../../api/domain/bookings/session-notes'
import { listOwnBookings } from '../../api/domain/bookings/own-bookings'
import { mockLimits } from '../limits'
import { presentBooking, presentBookingCreated } from '../present'
import { writtenBooking } from '../repo'
import { memoryNotesStore } from '../stores/notes-store'
import { memoryOwnBookings } from '../stores/own-bookings-store'
import { memoryRequestStore } from '../stores/request-store'
import { memoryStatusStore } from '../stores/status-store'
import { mockRoute } from './pipeline'

export const bookingHandlers = [
  mockRoute('myBookings', async ({ user, professional, query }) => {
    const { bookings, total } = await listOwnBookings(memoryOwnBookings(user, professional.id), query)
    return { body: bookings, headers: { 'X-Total-Count': String(total) } }
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
