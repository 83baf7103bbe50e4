import type { Knex } from 'knex'
import type { BookingRequestStore } from '../../domain/bookings/request-booking'
import { readAvailability } from '../../db/availability'
import { heldSessions } from './held-sessions'
import type { Cipher } from '../../security/cipher'
import { enqueueBookingNotice } from '../../notifications/enqueue'
import {
  countPendingRequests,
  insertBooking,
  lockUserForBooking,
  professionalBookable,
  sessionMinutesOf,
  setBookingNote,
} from './repo'

/** A booking request's storage over one transaction; the note sealed with the new booking's key. */
export function knexRequestStore(trx: Knex.Transaction, cipher: Cipher): BookingRequestStore {
  return {
    professionalBookable: (professionalId) => professionalBookable(trx, professionalId),
    availabilityOf: (professionalId) => readAvailability(trx, professionalId),
    heldSessions: (professionalId, now) => heldSessions(trx, professionalId, now),
    lockClient: (userId) => lockUserForBooking(trx, userId),
    pendingCounts: (userId, professionalId) => countPendingRequests(trx, userId, professionalId),
    sessionMinutes: (professionalId) => sessionMinutesOf(trx, professionalId),
    async insertBooking(booking) {
      const bookingId = await insertBooking(trx, booking, new Date().toISOString())
      if (booking.notes) await setBookingNote(trx, bookingId, cipher.encrypt(booking.notes, bookingId))
      return bookingId
    },
    notify: (notice) => enqueueBookingNotice(trx, notice),
  }
}
