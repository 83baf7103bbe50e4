import type { CodeEvent, NotificationChannel, NotificationEvent } from '../../contract/schemas/notifications'

/** A booking event and which side of the booking hears of it; the store finds that side's account. */
export type BookingNotice = { event: NotificationEvent; bookingId: number; to: 'client' | 'professional' }

/** One message to write: one row of the outbox, unique per (event, subject, userId, channel). */
export type OutboxRow = {
  userId: number
  channel: NotificationChannel
  event: NotificationEvent | CodeEvent
  subject: string
  bookingId: number | null
  /** ISO instant from which it may be sent. */
  scheduledAt: string
  /** 'app' rows are the in-app list: written sent. */
  state: 'pending' | 'sent'
}

/** The professional hears of new requests at most once per window, summing how many wait then. */
export const REQUEST_BATCH_MINUTES = 15
const BATCH_MS = REQUEST_BATCH_MINUTES * 60_000

/** The window a new request falls in, and when its one message goes: at the window's end. */
export function requestWindow(now: Date): { start: Date; sendAt: Date } {
  const start = Math.floor(+now / BATCH_MS) * BATCH_MS
  return { start: new Date(start), sendAt: new Date(start + BATCH_MS) }
}

export const bookingSubject = (bookingId: number) => `booking:${bookingId}`

/** A thread tells the other party of new messages at most once per this many minutes. */
export const MESSAGE_NOTICE_MINUTES = 15

/**
 * Whether a new message is told to its recipient: not when they heard of this thread within the
 * last MESSAGE_NOTICE_MINUTES. The subject names the window too, so two messages at the same
 * moment in two transactions still make one notice (the outbox's unique row).
 */
export function messageNoticeDue(lastNoticeAt: string | null, now: Date): boolean {
  return lastNoticeAt === null || +now - Date.parse(lastNoticeAt) >= MESSAGE_NOTICE_MINUTES * 60_000
}
const messageSubject = (bookingId: number, now: Date) =>
  `messages:${bookingId}:${Math.floor(+now / (MESSAGE_NOTICE_MINUTES * 60_000))}`

/**
 * The rows one event makes for its recipient: an SMS and a push, pending (the worker decides at
 * send time whether the person's settings let them go), and the in-app entry, sent at once. New
 * requests share one subject per recipient and window, so a window makes one of each.
 */
export function outboxRows(notice: BookingNotice, recipientId: number, now: Date): OutboxRow[] {
  const batched = notice.event === 'newRequest'
  const window = requestWindow(now)
  const subject = batched
    ? `requests:${recipientId}:${window.start.toISOString()}`
    : notice.event === 'message'
      ? messageSubject(notice.bookingId, now)
      : bookingSubject(notice.bookingId)
  const due = (batched ? window.sendAt : now).toISOString()
  const base = { userId: recipientId, event: notice.event, subject, bookingId: batched ? null : notice.bookingId }
  return [
    { ...base, channel: 'sms', scheduledAt: due, state: 'pending' },
    { ...base, channel: 'push', scheduledAt: due, state: 'pending' },
    { ...base, channel: 'app', scheduledAt: now.toISOString(), state: 'sent' },
  ]
}

const HOUR = 3_600_000

/** The reminders whose moment has come for a confirmed session starting at `startsAt`. */
export function dueReminders(startsAt: Date, now: Date): NotificationEvent[] {
  const left = +startsAt - +now
  if (left <= 0) return []
  if (left <= HOUR) return ['reminder1h']
  if (left <= 24 * HOUR) return ['reminder24h']
  return []
}

/** Which side hears of a professional's status change, if anyone. */
export function statusNotice(to: string, bookingId: number): BookingNotice | null {
  const event = ({ confirmed: 'accepted', declined: 'declined', cancelled: 'cancelled' } as const)[
    to as 'confirmed' | 'declined' | 'cancelled'
  ]
  return event ? { event, bookingId, to: 'client' } : null
}
