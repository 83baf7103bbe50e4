import type { Knex } from 'knex'
import { messages } from '../contract/messages'
import { SLOT_HOLDING_STATUSES } from '../contract/rules'
import type { Booking, BookingCreated, BookingStatus, SessionType, Timezone } from '../contract/schemas/bookings'
import { isoWithOffset } from '../contract/time'
import type { Cipher } from '../security/cipher'

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

// pg may hand back timestamp columns as Date objects; SQLite keeps the ISO text as written.
function isoTimestamp(value: string | Date): string {
  return new Date(value).toISOString()
}

/** A booking as the client who asked for it sees it: never the professional's notes. */
export function presentBookingCreated(row: BookingViewRow, cipher: Cipher): BookingCreated {
  const id = Number(row.id)
  return {
    id,
    professionalId: Number(row.professional_id),
    clientName: row.client_deleted_at === null ? row.client_name : messages.deletedAccount,
    sessionType: row.session_type,
    sessionDate: row.session_date,
    sessionTime: row.session_time,
    timezone: row.timezone,
    startsAt: isoWithOffset(new Date(row.starts_at), row.timezone),
    durationMinutes: Number(row.duration_minutes),
    status: row.status,
    notes: reveal(cipher, row.notes_encrypted, id),
    reason: reveal(cipher, row.reason_encrypted, id),
    joinInstructions: reveal(cipher, row.join_instructions_encrypted, id),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  }
}

/** The client's phone: only on a confirmed or completed booking, and only with their consent. */
function clientPhone(row: BookingViewRow): string | null {
  const holds = (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(row.status)
  return holds && Boolean(row.client_phone_consent) ? row.client_phone : null
}

/** A booking as its professional sees it, both notes decrypted. */
export function presentBooking(row: BookingViewRow, cipher: Cipher): Booking {
  const booking = presentBookingCreated(row, cipher)
  return {
    ...booking,
    clientPhone: clientPhone(row),
    professionalNotes: reveal(cipher, row.professional_notes_encrypted, booking.id),
  }
}
