import type { Knex } from 'knex'
import type { InAppPorts } from '../../domain/notifications/in-app'

type Row = { id: number; event: string; booking_id: number | null; created_at: string; read_at: string | null }

/** The notifications table's 'app' rows: the in-app list (api/domain/notifications/in-app.ts). */
export function inAppStore(db: Knex): InAppPorts {
  const own = (userId: number) => db('notifications').where({ user_id: userId, channel: 'app' })
  return {
    async page(userId, limit, before) {
      const query = own(userId).orderBy('id', 'desc').limit(limit)
      if (before !== null) void query.where('id', '<', before)
      const rows = (await query.select('id', 'event', 'booking_id', 'created_at', 'read_at')) as Row[]
      return rows.map((row) => ({
        id: Number(row.id),
        event: row.event,
        bookingId: row.booking_id === null ? null : Number(row.booking_id),
        createdAt: row.created_at,
        readAt: row.read_at,
      }))
    },
    async unreadCount(userId) {
      const row = (await own(userId).whereNull('read_at').count({ count: '*' }).first()) as { count: number | string }
      return Number(row.count)
    },
    async markRead(userId, upTo, readAt) {
      await own(userId).whereNull('read_at').where('id', '<=', upTo).update({ read_at: readAt })
    },
  }
}
