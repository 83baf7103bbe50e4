import * as v from 'valibot'
import { MAX_ID } from '../ids'
import { NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '../notifications-paging'
import { wholeNumber } from './paging'

/** GET /api/me/notifications: newest first; `before` (an id) reads the page after the one that ended there. */
export const NotificationsQuery = v.strictObject({
  limit: v.optional(wholeNumber(1, NOTIFICATIONS_MAX_PAGE_SIZE), String(NOTIFICATIONS_PAGE_SIZE)),
  before: v.optional(wholeNumber(1, MAX_ID)),
})
export type NotificationsQuery = v.InferOutput<typeof NotificationsQuery>

/** One message of the in-app list: no text, the app writes it from the event in its language. */
export const InAppNotification = v.strictObject({
  id: v.number(),
  event: v.string(),
  bookingId: v.nullable(v.number()),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
})
export type InAppNotification = v.InferOutput<typeof InAppNotification>

export const NotificationsPage = v.strictObject({ items: v.array(InAppNotification), unread: v.number() })
export type NotificationsPage = v.InferOutput<typeof NotificationsPage>

/** POST /api/me/notifications/read: every one of the person's messages up to this id is read. */
export const NotificationsRead = v.strictObject({
  upTo: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)),
})
export type NotificationsRead = v.InferOutput<typeof NotificationsRead>

export const UnreadCount = v.strictObject({ unread: v.number() })
