import type { Knex } from 'knex'
import type { NotificationEvent } from '../contract/schemas/notifications'
import { dueReminders } from '../domain/notifications/outbox'
import { enqueueBookingNotice } from './enqueue'

const HOUR = 3_600_000

/** Each reminder and the starts it is due for, as `dueReminders` says (ahead by at most that long). */
const WINDOWS: { event: NotificationEvent; from: number; to: number }[] = [
  { event: 'reminder1h', from: 0, to: HOUR },
  { event: 'reminder24h', from: HOUR, to: 24 * HOUR },
]

/**
 * Writes the reminders whose moment has come, from each confirmed session's start as it is now
 * (a moved session is reminded by its new start); the outbox's unique key makes each once, and
 * sessions already reminded are not even read again.
 */
export async function enqueueDueReminders(db: Knex, now: Date): Promise<void> {
  for (const { event, from, to } of WINDOWS) {
    const rows = (await db('bookings')
      .where('status', 'confirmed')
      .where('starts_at', '>', new Date(+now + from).toISOString())
      .where('starts_at', '<=', new Date(+now + to).toISOString())
      .whereNotExists((reminded) =>
        reminded
          .from('notifications')
          .where({ 'notifications.event': event, 'notifications.channel': 'app' })
          .whereRaw("notifications.subject = 'booking:' || bookings.id"),
      )
      .select('id', 'starts_at')) as { id: number; starts_at: string | Date }[]
    for (const row of rows) {
      if (!dueReminders(new Date(row.starts_at), now).includes(event)) continue
      await enqueueBookingNotice(db, { event, bookingId: Number(row.id), to: 'client' }, now)
    }
  }
}
