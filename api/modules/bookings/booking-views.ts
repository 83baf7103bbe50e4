import type { Knex } from 'knex'
import type { Booking, BookingCreated, BookingStatus, SessionType, Timezone } from '../../contract/schemas/bookings'
import {
  presentBooking as present,
  presentBookingCreated as presentCreated,
  type BookingFacts,
  type ClientFacts,
} from '../../domain/bookings/present'
import type { Cipher } from '../../security/cipher'

/**
 * A professional's bookings as they see them: read by the bookings module and by the data export
 * (docs/product.md#15-trust), so one query and one presenter serve both.
 */

/** A booking with what its presentation needs: the client's username and phone, and the private notes. */
export type BookingViewRow = {
  id: number
  professional_id: number
  session_type: SessionType
  session_date: string
  session_time: string
  timezone: Timezone
  starts_at: string | Date
  duration_minutes: number | string
  status: BookingStatus
  notes_encrypted: string | null
  reason_encrypted: string | null
  join_instructions_encrypted: string | null
  created_at: string | Date
  updated_at: string | Date
  client_name: string
  /** Set once the client deleted their account: they show as 'Deleted account'. */
  client_deleted_at: string | null
  client_phone: string | null
  client_phone_consent: boolean | number
  professional_notes_encrypted: string | null
}

const COLUMNS = [
  'b.id',
  'b.professional_id',
  'b.session_type',
  'b.session_date',
  'b.session_time',
  'b.timezone',
  'b.starts_at',
  'b.duration_minutes',
  'b.status',
  'b.notes_encrypted',
  'b.reason_encrypted',
  'b.join_instructions_encrypted',
  'b.created_at',
  'b.updated_at',
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

function reveal(cipher: Cipher, stored: string | null, bookingId: number): string | null {
  return stored === null ? null : cipher.decrypt(stored, bookingId)
}

/** The stored booking with its texts decrypted, as the one presenter (api/domain/bookings) takes it. */
export function bookingFactsOf(row: BookingViewRow, cipher: Cipher): BookingFacts {
  const id = Number(row.id)
  return {
    id,
    professionalId: Number(row.professional_id),
    sessionType: row.session_type,
    sessionDate: row.session_date,
    sessionTime: row.session_time,
    timezone: row.timezone,
    startsAt: row.starts_at,
    durationMinutes: Number(row.duration_minutes),
    status: row.status,
    notes: reveal(cipher, row.notes_encrypted, id),
    reason: reveal(cipher, row.reason_encrypted, id),
    joinInstructions: reveal(cipher, row.join_instructions_encrypted, id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
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
