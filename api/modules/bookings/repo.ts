import type { NewBooking } from '../../domain/bookings/request-booking'
import type { Knex } from 'knex'
import type { PendingCounts } from '../../domain/bookings/pending-requests'
import { SLOT_HOLDING_STATUSES } from '../../domain/bookings/transitions'
import type { BookingListing } from '../../domain/bookings/booking-filters'
import { DEFAULT_SESSION_MINUTES, type BookingStatus, type Timezone } from '../../contract/schemas/bookings'
import { bookingFilterSql, filterZones } from './booking-filter'
import { isPostgres } from '../../db/dialect'
import { selectBookingViews, type BookingViewRow } from './booking-views'

type Db = Knex | Knex.Transaction

/** The columns a status change needs to know about a booking: pg reads instants as Date, SQLite as ISO text. */
export type BookingStateRow = {
  id: number
  status: BookingStatus
  timezone: Timezone
  starts_at: string | Date
  ends_at: string | Date
}

/** Only a listed professional can be booked (docs/product.md#15-trust). */
export async function professionalBookable(db: Db, professionalId: number): Promise<boolean> {
  return (await db('professionals').where({ id: professionalId, listed: true }).first('id')) !== undefined
}

/**
 * Makes one user's booking requests take turns until the transaction ends: on PostgreSQL a row
 * lock on the user, so a count of their pending requests stays true until the insert commits.
 * SQLite needs none: its single connection already runs one transaction at a time.
 */
export async function lockUserForBooking(trx: Knex.Transaction, userId: number): Promise<void> {
  if (isPostgres(trx)) await trx('users').where({ id: userId }).forUpdate().first('id')
}

/** The user's pending requests, with every professional and with this one. */
export async function countPendingRequests(db: Db, userId: number, professionalId: number): Promise<PendingCounts> {
  const row = (await db('bookings')
    .where({ user_id: userId, status: 'pending' })
    .first(
      db.raw('count(*) as in_all'),
      db.raw('coalesce(sum(case when professional_id = ? then 1 else 0 end), 0) as with_professional', [
        professionalId,
      ]),
    )) as { in_all: number | string; with_professional: number | string }
  return { inAll: Number(row.in_all), withProfessional: Number(row.with_professional) }
}

/** A session's length with this professional: their hours' session length once set, else the default. */
export async function sessionMinutesOf(db: Db, professionalId: number): Promise<number> {
  const row = (await db('availability').where({ professional_id: professionalId }).first('session_minutes')) as
    { session_minutes: number | string } | undefined
  return row ? Number(row.session_minutes) : DEFAULT_SESSION_MINUTES
}

/** Inserts a pending booking without its note (the note's encryption is bound to the new id). */
export async function insertBooking(trx: Knex.Transaction, booking: NewBooking, now: string): Promise<number> {
  const [row] = (await trx('bookings').insert(
    {
      professional_id: booking.professionalId,
      user_id: booking.userId,
      session_type: booking.sessionType,
      session_date: booking.sessionDate,
      session_time: booking.sessionTime,
      timezone: booking.timezone,
      starts_at: new Date(booking.span.start).toISOString(),
      ends_at: new Date(booking.span.end).toISOString(),
      duration_minutes: (booking.span.end - booking.span.start) / 60_000,
      status: 'pending',
      notes_encrypted: null,
      completed_on: null,
      created_at: now,
      updated_at: now,
    },
    ['id'],
  )) as { id: number | string }[]
  return Number(row!.id)
}

export async function setBookingNote(trx: Knex.Transaction, bookingId: number, encrypted: string): Promise<void> {
  await trx('bookings').where({ id: bookingId }).update({ notes_encrypted: encrypted })
}

/** A booking of this professional, or undefined when it is unknown or someone else's. */
export async function findOwnBooking(db: Db, bookingId: number, professionalId: number) {
  return (await db('bookings')
    .where({ id: bookingId, professional_id: professionalId })
    .first('id', 'status', 'timezone', 'starts_at', 'ends_at')) as BookingStateRow | undefined
}

/** Told to the client on an accept that names no instructions. */
export async function defaultJoinInstructions(db: Db, professionalId: number): Promise<string | null> {
  const row = (await db('professionals').where({ id: professionalId }).first('default_join_instructions')) as
    { default_join_instructions: string | null } | undefined
  return row?.default_join_instructions ?? null
}

/**
 * Makes one professional's accepts take turns until the transaction ends, so the overlap check
 * stays true until the change commits: on PostgreSQL a row lock on the professional (the exclusion
 * constraint alone answered some of 20 concurrent accepts of overlapping times with a server error
 * instead of 409). SQLite's single connection already runs one transaction at a time.
 */
export async function lockProfessionalForAccept(trx: Knex.Transaction, professionalId: number): Promise<void> {
  if (isPostgres(trx)) await trx('professionals').where({ id: professionalId }).forUpdate().first('id')
}

/**
 * Whether another confirmed or completed booking of the professional shares a moment with this
 * one, whatever the zones. Run inside the writing transaction after lockProfessionalForAccept; on
 * PostgreSQL the exclusion constraint bookings_no_overlap holds whatever writes the table.
 */
export async function overlapsHeldBooking(db: Db, booking: BookingStateRow, professionalId: number): Promise<boolean> {
  const other = await db('bookings')
    .where({ professional_id: professionalId })
    .whereNot({ id: booking.id })
    .whereIn('status', SLOT_HOLDING_STATUSES)
    .where('starts_at', '<', booking.ends_at)
    .where('ends_at', '>', booking.starts_at)
    .first('id')
  return other !== undefined
}

export type StatusChange = {
  bookingId: number
  from: BookingStatus
  to: BookingStatus
  completedOn: string | null
  /** Encrypted; set only when the change carries one (declined or cancelled). */
  reasonEncrypted?: string | null
  /** Encrypted; set only on an accept. */
  joinInstructionsEncrypted?: string | null
}

/**
 * Changes the status only if nobody changed it since it was read: the WHERE on the old status makes
 * concurrent changes take turns. Returns whether it applied. On PostgreSQL a slot-holding status may
 * be refused by the exclusion constraint bookings_no_overlap (the caller turns it into 409).
 */
export async function changeStatus(db: Db, change: StatusChange, now: string): Promise<boolean> {
  const patch: Record<string, string | null> = { status: change.to, updated_at: now }
  if (change.completedOn !== null) patch.completed_on = change.completedOn
  if (change.reasonEncrypted !== undefined) {
    patch.reason_encrypted = change.reasonEncrypted
    // Only the professional changes a status here: a reason given is theirs.
    patch.reason_by = change.reasonEncrypted === null ? null : 'professional'
  }
  if (change.joinInstructionsEncrypted !== undefined)
    patch.join_instructions_encrypted = change.joinInstructionsEncrypted
  const count = await db('bookings').where({ id: change.bookingId, status: change.from }).update(patch)
  return Number(count) === 1
}

export async function saveNotes(
  trx: Knex.Transaction,
  bookingId: number,
  professionalId: number,
  encrypted: string,
  now: string,
) {
  await trx('session_notes')
    .insert({ booking_id: bookingId, professional_id: professionalId, notes_encrypted: encrypted, updated_at: now })
    .onConflict('booking_id')
    .merge(['notes_encrypted', 'updated_at'])
}

export async function clearNotes(trx: Knex.Transaction, bookingId: number): Promise<void> {
  await trx('session_notes').where({ booking_id: bookingId }).del()
}

export type BookingsPage = { rows: BookingViewRow[]; total: number }

/**
 * One page of the professional's bookings that pass the listing's filter
 * (api/domain/bookings/booking-filters.ts), by start (the id breaks ties, so pages never
 * overlap), and how many pass in all.
 */
export async function listBookings(
  db: Knex,
  professionalId: number,
  { filter, newestFirst }: BookingListing,
  { limit, offset }: { limit: number; offset: number },
): Promise<BookingsPage> {
  const condition = bookingFilterSql(filter, await filterZones(db, professionalId, [filter]))
  const matching = (builder: Knex.QueryBuilder) =>
    builder.where('b.professional_id', professionalId).whereRaw(condition.sql, condition.bindings)
  const direction = newestFirst ? 'desc' : 'asc'
  const [rows, counted] = await Promise.all([
    matching(selectBookingViews(db))
      .orderBy([
        { column: 'b.starts_at', order: direction },
        { column: 'b.id', order: direction },
      ])
      .limit(limit)
      .offset(offset) as Promise<BookingViewRow[]>,
    matching(db('bookings as b')).count({ total: '*' }).first() as Promise<{ total: number | string } | undefined>,
  ])
  return { rows, total: Number(counted?.total ?? 0) }
}
