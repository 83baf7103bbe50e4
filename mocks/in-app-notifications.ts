import type { InAppPorts } from '../api/domain/notifications/in-app'
import { store, type NotificationRow } from './store'

const own = (userId: number) => store.notifications.filter((row) => row.userId === userId && row.channel === 'app')

const bookingOf = (row: NotificationRow) =>
  row.bookingId ?? (/^booking:(\d+)$/.exec(row.subject) ? Number(row.subject.slice('booking:'.length)) : null)

const present = (row: NotificationRow) => ({
  id: row.id,
  event: row.event,
  bookingId: bookingOf(row),
  createdAt: row.createdAt,
  readAt: row.readAt ?? null,
})

/** The mocks' outbox 'app' rows (written by the mocks' notification engine), behind api/domain/notifications/in-app.ts. */
export const mockInApp: InAppPorts = {
  async page(userId, limit, before) {
    return own(userId)
      .filter((row) => before === null || row.id < before)
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map(present)
  },
  async unreadCount(userId) {
    return own(userId).filter((row) => !row.readAt).length
  },
  async markRead(userId, upTo, readAt) {
    for (const row of own(userId)) if (!row.readAt && row.id <= upTo) row.readAt = readAt
  },
}
