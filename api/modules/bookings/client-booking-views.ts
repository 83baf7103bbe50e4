import type { Knex } from 'knex'
import type { ClientBooking } from '../../contract/schemas/bookings'
import { presentClientBooking as present } from '../../domain/bookings/present'
import type { Cipher } from '../../security/cipher'
import { bookingFactsOf, STORED_BOOKING_COLUMNS, type StoredBookingRow } from './stored-booking'

/**
 * A person's bookings as they see them: read by this module and by the data export
 * (docs/product.md#15-trust), so one query and one presenter serve both.
 */

type Db = Knex | Knex.Transaction

/** A booking with its professional's card and cancellation notice: what the person who asked for it sees. */
export type ClientBookingRow = StoredBookingRow & {
  full_name: string
  title: string
  photo_hash: string | null
  /** Set once the professional deleted their account: they show as 'Deleted account'. */
  professional_deleted_at: string | null
  /** Null when the professional has not set hours. */
  cancellation_notice_hours: number | null
}

const COLUMNS = [
  ...STORED_BOOKING_COLUMNS,
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

/** A booking as the person who asked for it sees it (api/domain/bookings), its texts decrypted. */
export function presentClientBooking(row: ClientBookingRow, cipher: Cipher, now: Date = new Date()): ClientBooking {
  const professional = {
    fullName: row.full_name,
    title: row.title,
    photoHash: row.photo_hash,
    deleted: row.professional_deleted_at !== null,
  }
  return present(bookingFactsOf(row, cipher), professional, Number(row.cancellation_notice_hours ?? 0), now)
}
