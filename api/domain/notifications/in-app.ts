import type { NotificationsPage, NotificationsQuery } from '../../contract/schemas/in-app-notifications'

/** The person's in-app messages (channel 'app'); no port ever reads another person's. */
export type InAppPorts = {
  /** At most `limit` of the person's messages with an id below `before` (all when null), newest first. */
  page(userId: number, limit: number, before: number | null): Promise<NotificationsPage['items']>
  unreadCount(userId: number): Promise<number>
  /** Marks read, at `readAt`, the person's unread messages with an id up to `upTo`. */
  markRead(userId: number, upTo: number, readAt: string): Promise<void>
}

export async function listNotifications(
  ports: InAppPorts,
  userId: number,
  query: NotificationsQuery,
): Promise<NotificationsPage> {
  const items = await ports.page(userId, query.limit, query.before ?? null)
  return { items, unread: await ports.unreadCount(userId) }
}

/** POST /api/me/notifications/read: answers how many are still unread (newer ones that arrived meanwhile). */
export async function readNotifications(
  ports: InAppPorts,
  input: { userId: number; upTo: number; now: Date },
): Promise<{ unread: number }> {
  await ports.markRead(input.userId, input.upTo, input.now.toISOString())
  return { unread: await ports.unreadCount(input.userId) }
}
