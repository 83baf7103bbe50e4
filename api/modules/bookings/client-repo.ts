import type { Knex } from 'knex'
import type { ClientBookingsQuery, BookingStatus } from '../../contract/schemas/bookings'
import { selectClientBookings, type ClientBookingRow } from './client-booking-views'

type Db = Knex | Knex.Transaction

export type ClientBookingsPage = { rows: ClientBookingRow[]; total: number }

/**
 * One page of the user's bookings and how many there are: the sessions not yet ended soonest
 * first, then the ended ones newest first (api/contract/my-sessions-order.ts, whose rule this is).
 */
export async function listClientBookings(
  db: Knex,
  userId: number,
  { limit, offset }: ClientBookingsQuery,
  now: Date,
): Promise<ClientBookingsPage> {
  const upcoming = 'b.ends_at > ?'
  const at = now.toISOString()
  const [rows, counted] = await Promise.all([
    selectClientBookings(db, userId)
      .orderByRaw(
        `CASE WHEN ${upcoming} THEN 0 ELSE 1 END,
         CASE WHEN ${upcoming} THEN b.starts_at END ASC,
         CASE WHEN ${upcoming} THEN b.id END ASC,
         b.starts_at DESC, b.id DESC`,
        [at, at, at],
      )
      .limit(limit)
      .offset(offset) as Promise<ClientBookingRow[]>,
    db('bookings').where({ user_id: userId }).count({ total: '*' }).first() as Promise<
      { total: number | string } | undefined
    >,
  ])
  return { rows, total: Number(counted?.total ?? 0) }
}

/** One of the user's bookings, or undefined when it is unknown or someone else's. */
export async function findClientBooking(db: Db, bookingId: number, userId: number) {
  return (await selectClientBookings(db, userId).where('b.id', bookingId).first()) as ClientBookingRow | undefined
}

export type Cancel = { bookingId: number; from: BookingStatus; reasonEncrypted: string | null }

/** Cancels only if nobody changed the status since it was read; returns whether it applied. */
export async function cancelBooking(trx: Knex.Transaction, cancel: Cancel, now: string): Promise<boolean> {
  const count = await trx('bookings')
    .where({ id: cancel.bookingId, status: cancel.from })
    .update({
      status: 'cancelled',
      reason_encrypted: cancel.reasonEncrypted,
      reason_by: cancel.reasonEncrypted === null ? null : 'client',
      updated_at: now,
    })
  return Number(count) === 1
}

/** A booking as either side's calendar needs it. */
export type CalendarRow = {
  id: number
  status: BookingStatus
  timezone: string
  starts_at: string | Date
  duration_minutes: number
  join_instructions_encrypted: string | null
  client_user_id: number
  client_name: string
  professional_user_id: number
  client_deleted_at: string | null
  professional_name: string
  professional_deleted_at: string | null
}

/** A booking with both its sides, whoever asks (api/domain/bookings/calendar-file.ts decides who may). */
export async function findCalendarBooking(db: Db, bookingId: number) {
  return (await db('bookings as b')
    .join('users as u', 'u.id', 'b.user_id')
    .join('professionals as p', 'p.id', 'b.professional_id')
    .join('users as pu', 'pu.id', 'p.user_id')
    .where('b.id', bookingId)
    .first(
      'b.id',
      'b.status',
      'b.timezone',
      'b.starts_at',
      'b.duration_minutes',
      'b.join_instructions_encrypted',
      'b.user_id as client_user_id',
      'u.username as client_name',
      'p.user_id as professional_user_id',
      'u.deleted_at as client_deleted_at',
      'p.full_name as professional_name',
      'pu.deleted_at as professional_deleted_at',
    )) as CalendarRow | undefined
}
