import { bookingsTable } from '../../api/domain/bookings/route-table'
import { myBookingsPage } from '../../api/domain/bookings/my-sessions-order'
import { calendarBookingOf } from '../deleted-accounts'
import { mockLimits } from '../limits'
import { presentBooking, presentBookingCreated } from '../present'
import { presentClientBooking } from '../present-client-booking'
import { professionalOfUser, writtenBooking } from '../repo'
import { signedInUser } from '../sessions'
import { store } from '../store'
import { memoryCancelStore } from '../stores/cancel-store'
import { memoryNotesStore } from '../stores/notes-store'
import { memoryOwnBookings } from '../stores/own-bookings-store'
import { memoryRequestStore } from '../stores/request-store'
import { memoryStatusStore } from '../stores/status-store'
import { mockTable } from './table'

/** A booking from both sides over the arrays; the pipeline's key check and lock make each write once. */
export const bookingHandlers = mockTable(bookingsTable, ({ user }) => ({
  limits: mockLimits,
  ownBookings: () => memoryOwnBookings(signedInUser(user), professionalOfUser(signedInUser(user).id)!.id),
  requestStore: () => memoryRequestStore,
  statusStore: () => memoryStatusStore(signedInUser(user)),
  notesStore: () => memoryNotesStore(signedInUser(user)),
  cancelStore: () => memoryCancelStore(signedInUser(user)),
  booking: async (bookingId) => presentBooking(writtenBooking(bookingId)),
  bookingCreated: async (bookingId) => presentBookingCreated(writtenBooking(bookingId)),
  async clientBooking(bookingId, userId, now) {
    const booking = store.bookings.find((row) => row.id === bookingId && row.userId === userId)
    return booking ? presentClientBooking(booking, now) : null
  },
  async clientBookings(userId, page, now) {
    const own = myBookingsPage(
      store.bookings.filter((booking) => booking.userId === userId),
      page,
      now,
    )
    return { page: own.page.map((row) => presentClientBooking(row, now)), total: own.total }
  },
  calendarBooking: async (bookingId) => calendarBookingOf(bookingId),
}))
