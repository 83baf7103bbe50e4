import type { Knex } from 'knex'
import { dueReminders } from '../domain/notifications/outbox'
import { enqueueBookingNotice } from './enqueue'

const DAY = 24 * 3_600_000

/**
 * Writes the reminders whose moment has come, from each confirmed session's start as it is now
 * (a moved session is reminded by its new start); the outbox's unique key makes each once.
 */
export async function enqueueDueReminders(db: Knex, now: Date): Promise<void> {
  const rows = (await db('bookings')
    .where('status', 'confirmed')
    .where('starts_at', '>', now.toISOString())
    .where('starts_at', '<=', new Date(+now + DAY).toISOString())
    .select('id', 'starts_at')) as { id: number; starts_at: string | Date }[]
  for (const row of rows) {
    for (const event of dueReminders(new Date(row.starts_at), now)) {
      await enqueueBookingNotice(db, { event, bookingId: Number(row.id), to: 'client' }, now)
    }
  }
}
