import type { NotesStore } from '../../api/domain/bookings/session-notes'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { findOwnBooking, saveSessionNote } from '../repo'
import type { UserRow } from '../store'

/** Session notes over the in-memory store, apart from the bookings. */
export function memoryNotesStore(user: UserRow): NotesStore {
  return {
    ownsBooking: async (bookingId, professionalId) => !!findOwnBooking(professionalId, bookingId),
    writeNotes: async (bookingId, _professionalId, notes) => saveSessionNote(bookingId, notes),
    async recordNotesWritten(bookingId) {
      recordMockAudit({ action: 'notesWritten', ...selfEvent(user), target: { type: 'booking', id: bookingId } })
    },
  }
}
