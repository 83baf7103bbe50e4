import type { Knex } from 'knex'
import type { BookingStatus, ClientBooking, SessionType, Timezone } from '../../contract/schemas/bookings'
import { presentClientBooking as present } from '../../domain/bookings/present'
import type { Cipher } from '../../security/cipher'

/**
 * A person's bookings as they see them: read by the client-bookings module and by the data export
 * (docs/product.md#15-trust), so one query and one presenter serve both.
 */

type Db = Knex | Knex.Transaction

/** A booking with its professional's card and cancellation notice: what the person who asked for it sees. */
export type ClientBookingRow = {
  id: number
  status: BookingStatus
  session_type: SessionType
  session_date: string
  session_time: string
  timezone: Timezone
  // pg hands back timestamptz as Date; SQLite keeps the ISO text as written.
  starts_at: string | Date
  duration_minutes: number
  notes_encrypted: string | null
  reason_encrypted: string | null
  join_instructions_encrypted: string | null
  created_at: string | Date
  updated_at: string | Date
  professional_id: number
  full_name: string
  title: string
  photo_hash: string | null
  /** Set once the professional deleted their account: they show as 'Deleted account'. */
  professional_deleted_at: string | null
  /** Null when the professional has not set hours. */
  cancellation_notice_hours: number | null
}

const COLUMNS = [
  'b.id',
  'b.status',
  'b.session_type',
  'b.session_date',
  'b.session_time',
  'b.timezone',
  'b.starts_at',
  'b.duration_minutes',
  'b.notes_encrypted',
  'b.reason_encrypted',
  'b.join_instructions_encrypted',
  'b.created_at',
  'b.updated_at',
  'b.professional_id',
  'p.full_name',
  'p.title',
  'p.photo_hash',
  'pu.deleted_at as professional_deleted_at',
  'a.cancellation_notice_hours',
]

/** The user's bookings (aliased `b`), each joined once with its professional and their hours. */
export function selectClientBookings(db: Db, userId: number): Knex.QueryBuilder {
  return db('bookings as b')
    .join('professionals as p', 'p.id', 'b.professional_id')
    .join('users as pu', 'pu.id', 'p.user_id')
    .leftJoin('availability as a', 'a.professional_id', 'b.professional_id')
    .where('b.user_id', userId)
    .select(COLUMNS)
}

function reveal(cipher: Cipher, stored: string | null, bookingId: number): string | null {
  return stored === null ? null : cipher.decrypt(stored, bookingId)
}

/** A booking as the person who asked for it sees it (api/domain/bookings), its texts decrypted. */
export function presentClientBooking(row: ClientBookingRow, cipher: Cipher, now: Date = new Date()): ClientBooking {
  const id = Number(row.id)
  const booking = {
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
  const professional = {
    fullName: row.full_name,
    title: row.title,
    photoHash: row.photo_hash,
    deleted: row.professional_deleted_at !== null,
  }
  return present(booking, professional, Number(row.cancellation_notice_hours ?? 0), now)
}
