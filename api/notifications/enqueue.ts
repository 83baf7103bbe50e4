import type { Knex } from 'knex'
import { outboxRows, type BookingNotice, type OutboxRow } from '../domain/notifications/outbox'

/** Writes outbox rows; a row whose (event, subject, recipient, channel) exists already is left as it is. */
export async function insertOutboxRows(db: Knex, rows: OutboxRow[], language: string, now: Date): Promise<void> {
  if (rows.length === 0) return
  const createdAt = now.toISOString()
  await db('notifications')
    .insert(
      rows.map((row) => ({
        user_id: row.userId,
        channel: row.channel,
        event: row.event,
        subject: row.subject,
        booking_id: row.bookingId,
        language,
        scheduled_at: row.scheduledAt,
        state: row.state,
        sent_at: row.state === 'sent' ? createdAt : null,
        created_at: createdAt,
      })),
    )
    .onConflict(['event', 'subject', 'user_id', 'channel'])
    .ignore()
}

/** The account that hears of a booking event: the client, or the professional's own account. */
async function recipientOf(trx: Knex, notice: BookingNotice) {
  const query = trx('bookings').where('bookings.id', notice.bookingId)
  const joined =
    notice.to === 'client'
      ? query.join('users', 'users.id', 'bookings.user_id')
      : query
          .join('professionals', 'professionals.id', 'bookings.professional_id')
          .join('users', 'users.id', 'professionals.user_id')
  return (await joined.whereNull('users.deleted_at').first('users.id', 'users.language')) as
    { id: number; language: string } | undefined
}

/** A booking event's messages, written inside the transaction of the change (docs/decisions/012). */
export async function enqueueBookingNotice(trx: Knex, notice: BookingNotice, now = new Date()): Promise<void> {
  const recipient = await recipientOf(trx, notice)
  if (!recipient) return
  await insertOutboxRows(trx, outboxRows(notice, Number(recipient.id), now), recipient.language, now)
}
