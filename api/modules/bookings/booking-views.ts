import type { Knex } from 'knex'
import type { Booking, BookingCreated } from '../../contract/schemas/bookings'
import {
  presentBooking as present,
  presentBookingCreated as presentCreated,
  type ClientFacts,
} from '../../domain/bookings/present'
import type { Cipher } from '../../security/cipher'
import { bookingFactsOf, reveal, STORED_BOOKING_COLUMNS, type StoredBookingRow } from './stored-booking'

/**
 * A professional's bookings as they see them: read by the bookings module and by the data export
 * (docs/product.md#15-trust), so one query and one presenter serve both.
 */

/** A booking with what its presentation needs: the client's username and phone, and the private notes. */
export type BookingViewRow = StoredBookingRow & {
  client_name: string
  /** Set once the client deleted their account: they show as 'Deleted account'. */
  client_deleted_at: string | null
  client_phone: string | null
  client_phone_consent: boolean | number
  professional_notes_encrypted: string | null
}

const COLUMNS = [
  ...STORED_BOOKING_COLUMNS,
  'u.username as client_name',
  'u.deleted_at as client_deleted_at',
  'u.phone as client_phone',
  'u.phone_consent as client_phone_consent',
  'n.notes_encrypted as professional_notes_encrypted',
]

/**
 * Bookings (aliased `b`) joined once with their client and notes, so a list costs one query.
 * Notes are joined only when written by the booking's own professional.
 */
export function selectBookingViews(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('bookings as b')
    .join('users as u', 'u.id', 'b.user_id')
    .leftJoin('session_notes as n', (on) => {
      on.on('n.booking_id', '=', 'b.id').andOn('n.professional_id', '=', 'b.professional_id')
    })
    .select(COLUMNS)
}

export async function findBookingView(db: Knex | Knex.Transaction, bookingId: number): Promise<BookingViewRow> {
  const row = (await selectBookingViews(db).where('b.id', bookingId).first()) as BookingViewRow | undefined
  if (!row) throw new Error(`Booking ${bookingId} vanished`)
  return row
}

const clientOf = (row: BookingViewRow): ClientFacts => ({
  username: row.client_name,
  deleted: row.client_deleted_at !== null,
  phone: row.client_phone,
  phoneConsent: Boolean(row.client_phone_consent),
})

/** A booking as the client who asked for it sees it when it is made. */
export function presentBookingCreated(row: BookingViewRow, cipher: Cipher): BookingCreated {
  return presentCreated(bookingFactsOf(row, cipher), clientOf(row))
}

/** A booking as its professional sees it, both notes decrypted. */
export function presentBooking(row: BookingViewRow, cipher: Cipher): Booking {
  const facts = bookingFactsOf(row, cipher)
  return present(facts, clientOf(row), reveal(cipher, row.professional_notes_encrypted, facts.id))
}
