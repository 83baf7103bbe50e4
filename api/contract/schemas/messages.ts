import * as v from 'valibot'
import { MAX_ID } from '../ids'
import { messages } from '../messages'
import { BOOKING_STATUSES, SESSION_TYPES } from './bookings'
import { wholeNumber } from './paging'
import { multiLine } from './text'

/** The longest message, in characters (docs/product.md#17-messages). */
export const MESSAGE_MAX_LENGTH = 2000
export const MESSAGES_PAGE_SIZE = 50
export const MESSAGES_MAX_PAGE_SIZE = 100
/** A Chat session's thread stays live this long after the session's end. */
export const CHAT_GRACE_MINUTES = 10
/**
 * How often an open thread asks for what is new (`after` its last message): every 2.5 s during a
 * live Chat session, so a message shows within 3 s; every 30 s otherwise; never while the screen
 * is hidden (docs/decisions/013).
 */
export const THREAD_LIVE_POLL_MS = 2500
export const THREAD_IDLE_POLL_MS = 30_000
/** A reporter's reason, at most. */
export const REPORT_REASON_MAX_LENGTH = 500

const messageId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))

/**
 * GET /api/bookings/{bookingId}/messages: oldest first. Without `after` or `before`, the newest
 * page; `after` (a message id) the messages newer than it, `before` the older ones. Not both.
 */
export const MessagesQuery = v.pipe(
  v.strictObject({
    limit: v.optional(wholeNumber(1, MESSAGES_MAX_PAGE_SIZE), String(MESSAGES_PAGE_SIZE)),
    after: v.optional(wholeNumber(1, MAX_ID)),
    before: v.optional(wholeNumber(1, MAX_ID)),
  }),
  v.check((query) => query.after === undefined || query.before === undefined, messages.messagesAfterOrBefore),
)
export type MessagesQuery = v.InferOutput<typeof MessagesQuery>

/** POST /api/bookings/{bookingId}/messages: text only, several lines allowed, no control character. */
export const MessageInput = v.strictObject({
  text: v.pipe(
    multiLine,
    v.trim(),
    v.minLength(1, messages.messageRequired),
    v.maxLength(MESSAGE_MAX_LENGTH, messages.messageTooLong),
  ),
})
export type MessageInput = v.InferOutput<typeof MessageInput>

/** One message as its reader sees it: whether they wrote it, and who did ("Deleted account" once erased). */
export const Message = v.strictObject({
  id: v.number(),
  fromMe: v.boolean(),
  senderName: v.string(),
  text: v.string(),
  sentAt: v.string(),
})
export type Message = v.InferOutput<typeof Message>

/** Why a thread takes no more messages; null while it is open. */
export const THREAD_CLOSED_REASONS = ['declined', 'cancelled', 'closed', 'expired', 'accountDeleted'] as const
export type ThreadClosedReason = (typeof THREAD_CLOSED_REASONS)[number]

/** The thread's page: its messages and what the screen needs around them. */
export const MessageThread = v.strictObject({
  bookingId: v.number(),
  /** The other party's name ("Deleted account" once erased). */
  otherParty: v.string(),
  session: v.strictObject({
    sessionType: v.picklist(SESSION_TYPES),
    status: v.picklist(BOOKING_STATUSES),
    startsAt: v.string(),
    endsAt: v.string(),
  }),
  /** A confirmed Chat session between its start and its end plus CHAT_GRACE_MINUTES: the thread is the session. */
  live: v.boolean(),
  closedReason: v.nullable(v.picklist(THREAD_CLOSED_REASONS)),
  /** The professional's "within 1 working day", or null. */
  usualReplyTime: v.nullable(v.string()),
  messages: v.array(Message),
  /** Older messages exist before the first one here (ask with `before`). */
  hasOlder: v.boolean(),
  /** The reader's own read marker: messages after it from the other party are unread. */
  readUpTo: v.nullable(v.number()),
})
export type MessageThread = v.InferOutput<typeof MessageThread>

/** POST /api/bookings/{bookingId}/messages/read: every message up to this id is read. */
export const MessagesRead = v.strictObject({ upTo: messageId })
export type MessagesRead = v.InferOutput<typeof MessagesRead>

/** GET /api/me/messages/unread: the messages from the other party not read yet, per booking. */
export const UnreadMessages = v.strictObject({
  total: v.number(),
  bookings: v.array(v.strictObject({ bookingId: v.number(), unread: v.number() })),
})
export type UnreadMessages = v.InferOutput<typeof UnreadMessages>

/** POST /api/bookings/{bookingId}/messages/{messageId}/report, with an optional reason. */
export const MessageReportInput = v.strictObject({
  reason: v.optional(
    v.nullable(
      v.pipe(
        multiLine,
        v.trim(),
        v.maxLength(REPORT_REASON_MAX_LENGTH),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
  ),
})
export type MessageReportInput = v.InferOutput<typeof MessageReportInput>

/**
 * GET /api/admin/message-reports: the one message reported, its sender and the reason; nothing else
 * of the thread. Reports still to handle come first, newest reported first; then the handled ones,
 * newest handled first (POST /api/admin/message-reports/{reportId}/handled).
 */
export const AdminMessageReport = v.strictObject({
  id: v.number(),
  bookingId: v.number(),
  messageId: v.number(),
  senderName: v.string(),
  text: v.string(),
  sentAt: v.string(),
  reason: v.nullable(v.string()),
  reportedAt: v.string(),
  /** When an admin marked it handled; null while it waits. */
  handledAt: v.nullable(v.string()),
})
export type AdminMessageReport = v.InferOutput<typeof AdminMessageReport>
