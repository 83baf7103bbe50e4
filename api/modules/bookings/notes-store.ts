import type { Knex } from 'knex'
import type { NotesStore } from '../../domain/bookings/session-notes'
import type { Cipher } from '../../security/cipher'
import { clearNotes, findOwnBooking, saveNotes } from './repo'

/** Session notes over one transaction, sealed with the booking's key. */
export function knexNotesStore(
  trx: Knex.Transaction,
  cipher: Cipher,
  record: (trx: Knex.Transaction, bookingId: number) => Promise<void>,
): NotesStore {
  return {
    ownsBooking: async (bookingId, professionalId) => !!(await findOwnBooking(trx, bookingId, professionalId)),
    async writeNotes(bookingId, professionalId, notes) {
      if (notes === null) return clearNotes(trx, bookingId)
      const encrypted = cipher.encrypt(notes, bookingId)
      await saveNotes(trx, bookingId, professionalId, encrypted, new Date().toISOString())
    },
    recordNotesWritten: (bookingId) => record(trx, bookingId),
  }
}
