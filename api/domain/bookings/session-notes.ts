import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'

/**
 * The storage a professional's private notes need, inside one transaction of the caller's: the
 * server's over Knex (encrypted), the mocks' over their arrays.
 */
export type NotesStore = {
  ownsBooking(bookingId: number, professionalId: number): Promise<boolean>
  /** Keeps the notes (plain here, sealed by the store), or clears them with null. */
  writeNotes(bookingId: number, professionalId: number, notes: string | null): Promise<void>
  /** Appends "notes written" to the audit trail, in the same transaction: never the notes themselves. */
  recordNotesWritten(bookingId: number): Promise<void>
}

/** The professional writes, changes or clears (null or '') the private notes of one of their bookings. */
export async function writeSessionNotes(
  store: NotesStore,
  { professionalId, bookingId, notes }: { professionalId: number; bookingId: number; notes: string | null },
): Promise<void> {
  if (!(await store.ownsBooking(bookingId, professionalId))) throw notFound(messages.bookingNotFound)
  await store.writeNotes(bookingId, professionalId, notes || null)
  await store.recordNotesWritten(bookingId)
}
