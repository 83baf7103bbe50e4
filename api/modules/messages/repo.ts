import type { Knex } from 'knex'
import type { BookingStatus, SessionType } from '../../contract/schemas/bookings'
import type { ThreadFacts } from '../../domain/messages/thread-rules'
import { isPostgres } from '../../db/dialect'

type Db = Knex | Knex.Transaction

/** A booking joined with both parties as its thread reads it: pg hands back timestamptz as Date. */
type ThreadRow = {
  id: number | string
  client_id: number | string
  professional_user_id: number | string
  client_username: string
  client_deleted_at: string | Date | null
  professional_full_name: string
  professional_username: string
  professional_deleted_at: string | Date | null
  status: BookingStatus
  session_type: SessionType
  starts_at: string | Date
  duration_minutes: number | string
  thread_closed_at: string | null
  usual_reply_time: string | null
}

/** A professional's name as the directory shows it: the full name, else (an unfinished profile) the username. */
export const professionalName = (fullName: string | null, username: string) => fullName || username

/**
 * The booking's thread facts. Inside a transaction on PostgreSQL the booking's row is locked, so
 * the posts of one thread take turns and the hourly count stays true until the insert commits.
 */
export async function findThreadFacts(db: Db, bookingId: number): Promise<ThreadFacts | null> {
  const query = db('bookings as b')
    .join('professionals as p', 'p.id', 'b.professional_id')
    .join('users as cu', 'cu.id', 'b.user_id')
    .join('users as pu', 'pu.id', 'p.user_id')
    .where('b.id', bookingId)
    .first(
      'b.id',
      'b.user_id as client_id',
      'p.user_id as professional_user_id',
      'cu.username as client_username',
      'cu.deleted_at as client_deleted_at',
      'p.full_name as professional_full_name',
      'pu.username as professional_username',
      'pu.deleted_at as professional_deleted_at',
      'b.status',
      'b.session_type',
      'b.starts_at',
      'b.duration_minutes',
      'b.thread_closed_at',
      'p.usual_reply_time',
    )
  if (isPostgres(db) && db.isTransaction) void query.forUpdate('b')
  const row = (await query) as ThreadRow | undefined
  if (!row) return null
  return {
    bookingId: Number(row.id),
    clientId: Number(row.client_id),
    professionalUserId: Number(row.professional_user_id),
    clientName: row.client_deleted_at === null ? row.client_username : null,
    professionalName:
      row.professional_deleted_at === null
        ? professionalName(row.professional_full_name, row.professional_username)
        : null,
    status: row.status,
    sessionType: row.session_type,
    startsAt: new Date(row.starts_at).toISOString(),
    durationMinutes: Number(row.duration_minutes),
    closedAt: row.thread_closed_at,
    usualReplyTime: row.usual_reply_time,
  }
}

/** A messages row as knex reads it. */
export type MessageRow = {
  id: number | string
  booking_id: number | string
  sender_id: number | string
  body_encrypted: string
  created_at: string
}

export const MESSAGE_COLUMNS = ['id', 'booking_id', 'sender_id', 'body_encrypted', 'created_at'] as const

/** Oldest first: the newest `limit` without a bound, else the first `limit` after or the last `limit` before. */
export async function messagePage(
  db: Db,
  bookingId: number,
  { limit, after, before }: { limit: number; after?: number; before?: number },
): Promise<MessageRow[]> {
  const query = db('messages').where({ booking_id: bookingId }).limit(limit).select(MESSAGE_COLUMNS)
  if (after !== undefined) return (await query.where('id', '>', after).orderBy('id', 'asc')) as MessageRow[]
  if (before !== undefined) void query.where('id', '<', before)
  return ((await query.orderBy('id', 'desc')) as MessageRow[]).reverse()
}

/** The reader's unread messages per thread: the other party's, after the reader's marker. */
export async function unreadPerBooking(db: Db, userId: number): Promise<{ bookingId: number; unread: number }[]> {
  const rows = (await db('messages as m')
    .join('bookings as b', 'b.id', 'm.booking_id')
    .join('professionals as p', 'p.id', 'b.professional_id')
    .leftJoin('message_reads as r', function ownMarker() {
      this.on('r.booking_id', '=', 'm.booking_id').andOnVal('r.user_id', '=', userId)
    })
    .where((party) => party.where('b.user_id', userId).orWhere('p.user_id', userId))
    .whereNot('m.sender_id', userId)
    .whereRaw('m.id > coalesce(r.up_to, 0)')
    .groupBy('m.booking_id')
    .orderBy('m.booking_id')
    .select('m.booking_id', db.raw('count(*) as unread'))) as { booking_id: number | string; unread: number | string }[]
  return rows.map((row) => ({ bookingId: Number(row.booking_id), unread: Number(row.unread) }))
}

/** A report with its message and the sender as the admins read them now. */
export type ReportRow = MessageRow & {
  report_id: number | string
  reason_encrypted: string | null
  reported_at: string
  handled_at: string | null
  sender_username: string
  sender_full_name: string | null
  sender_deleted_at: string | Date | null
}

/** Every report, newest first, each with its one message and sender. */
export async function reportRows(db: Db): Promise<ReportRow[]> {
  return (await db('message_reports as r')
    .join('messages as m', 'm.id', 'r.message_id')
    .join('users as su', 'su.id', 'm.sender_id')
    .leftJoin('professionals as sp', 'sp.user_id', 'm.sender_id')
    .orderBy('r.id', 'desc')
    .select(
      ...MESSAGE_COLUMNS.map((column) => `m.${column}`),
      'r.id as report_id',
      'r.reason_encrypted',
      'r.created_at as reported_at',
      'r.handled_at',
      'su.username as sender_username',
      'sp.full_name as sender_full_name',
      'su.deleted_at as sender_deleted_at',
    )) as ReportRow[]
}
