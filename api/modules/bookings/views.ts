import type { Knex } from 'knex'
import type { BookingStatus, SessionType, Timezone } from '../../contract/schemas/bookings'

/** A booking with what its presentation needs: the client's username and the private notes. */
export type BookingViewRow = {
  id: number
  professional_id: number
  session_type: SessionType
  session_date: string
  session_time: string
  timezone: Timezone
  status: BookingStatus
  notes_encrypted: string | null
  created_at: string | Date
  client_name: string
  professional_notes_encrypted: string | null
}

const COLUMNS = [
  'b.id',
  'b.professional_id',
  'b.session_type',
  'b.session_date',
  'b.session_time',
  'b.timezone',
  'b.status',
  'b.notes_encrypted',
  'b.created_at',
  'u.username as client_name',
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
