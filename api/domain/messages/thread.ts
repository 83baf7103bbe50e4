import { badRequest, conflict, notFound, tooManyRequests } from '../../contract/errors'
import type { Limits } from '../../contract/limits'
import { messages } from '../../contract/messages'
import type { Message, MessageThread, MessagesQuery, UnreadMessages } from '../../contract/schemas/messages'
import type { BookingNotice } from '../notifications/outbox'
import { messageNoticeDue } from '../notifications/outbox'
import { closedReason, isLive, otherSide, sessionEnd, sideIn, type ThreadFacts, type ThreadSide } from './thread-rules'

/** A message as stored, its text in plain here (the server's store seals and opens it). */
export type StoredMessage = { id: number; bookingId: number; senderId: number; text: string; sentAt: string }

/** A report as stored, with the message it shows and its sender's name (null once deleted). */
export type StoredReport = {
  id: number
  message: StoredMessage
  senderName: string | null
  reason: string | null
  reportedAt: string
  handledAt: string | null
}

/** The audit trail's thread events: a report, its handling by an admin, a closing. */
export type ThreadAuditAction = 'messageReported' | 'messageReportHandled' | 'threadClosed'

/**
 * The storage the threads need, inside one transaction of the caller's: the server's over Knex
 * (texts encrypted at rest), the mocks' over their arrays.
 */
export type ThreadStore = {
  findThread(bookingId: number): Promise<ThreadFacts | null>
  /** Oldest first: the newest `limit` without a bound, else the first `limit` after or the last `limit` before. */
  listMessages(bookingId: number, page: { limit: number; after?: number; before?: number }): Promise<StoredMessage[]>
  hasMessageBefore(bookingId: number, messageId: number): Promise<boolean>
  readMarker(bookingId: number, userId: number): Promise<number | null>
  /** Raises the marker to `upTo`, never lowers it. */
  raiseReadMarker(bookingId: number, userId: number, upTo: number): Promise<void>
  countSentSince(bookingId: number, senderId: number, since: string): Promise<number>
  insertMessage(message: Omit<StoredMessage, 'id'>): Promise<StoredMessage>
  findMessage(bookingId: number, messageId: number): Promise<StoredMessage | null>
  /** One report per message and reporter: a second is left as the first. False when it existed. */
  insertReport(report: {
    messageId: number
    reporterId: number
    reason: string | null
    reportedAt: string
  }): Promise<boolean>
  closeThread(bookingId: number, at: string): Promise<void>
  /** Appends to the audit trail, in the same transaction: never the text or the reason. */
  recordAudit(action: ThreadAuditAction, actorId: number, bookingId: number): Promise<void>
  /** When the recipient last heard of this thread (their newest 'message' notice), or null. */
  lastMessageNotice(bookingId: number, recipientId: number): Promise<string | null>
  /** Writes the messages an event makes into the outbox, in the same transaction. */
  notify(notice: BookingNotice): Promise<void>
  /** The messages from the other party after the reader's marker, per booking with any. */
  unreadCounts(userId: number): Promise<{ bookingId: number; unread: number }[]>
  /** Every report, newest reported first. */
  listReports(): Promise<StoredReport[]>
  /** The booking a report's message belongs to, and when it was handled; null for an unknown report. */
  findReport(reportId: number): Promise<{ bookingId: number; handledAt: string | null } | null>
  /** Marks a report handled unless it already is: false when it was (another admin came first). */
  markReportHandled(reportId: number, adminId: number, at: string): Promise<boolean>
}

type ThreadLimits = Pick<Limits, 'threadOpenDaysAfterSession' | 'messagesPerSenderPerThreadPerHour'>

/** A name as shown: 'Deleted account' once its account is gone. */
export const nameOf = (name: string | null) => name ?? messages.deletedAccount

/** The thread of a booking this account is a party to; 404 for anyone else, as for another's booking. */
async function partyThread(
  store: ThreadStore,
  bookingId: number,
  userId: number,
): Promise<{ thread: ThreadFacts; side: ThreadSide }> {
  const thread = await store.findThread(bookingId)
  const side = thread && sideIn(thread, userId)
  if (!thread || !side) throw notFound(messages.bookingNotFound)
  return { thread, side }
}

export const presentMessage = (message: StoredMessage, readerId: number, senderName: string | null): Message => ({
  id: message.id,
  fromMe: message.senderId === readerId,
  senderName: nameOf(senderName),
  text: message.text,
  sentAt: message.sentAt,
})

function senderNameIn(thread: ThreadFacts, senderId: number): string | null {
  return senderId === thread.clientId ? thread.clientName : thread.professionalName
}

/** GET /api/bookings/{bookingId}/messages. */
export async function readThread(
  store: ThreadStore,
  {
    userId,
    bookingId,
    query,
    limits,
    now,
  }: { userId: number; bookingId: number; query: MessagesQuery; limits: ThreadLimits; now: Date },
): Promise<MessageThread> {
  const { thread, side } = await partyThread(store, bookingId, userId)
  const page = await store.listMessages(bookingId, query)
  const first = page[0]
  return {
    bookingId,
    otherParty: nameOf(side === 'client' ? thread.professionalName : thread.clientName),
    session: {
      sessionType: thread.sessionType,
      status: thread.status,
      startsAt: thread.startsAt,
      endsAt: sessionEnd(thread),
    },
    live: isLive(thread, now),
    closedReason: closedReason(thread, now, limits),
    usualReplyTime: thread.usualReplyTime,
    messages: page.map((message) => presentMessage(message, userId, senderNameIn(thread, message.senderId))),
    hasOlder: first ? await store.hasMessageBefore(bookingId, first.id) : false,
    readUpTo: await store.readMarker(bookingId, userId),
  }
}

/**
 * POST /api/bookings/{bookingId}/messages: a party writes to the other, who hears of it (without
 * the text) at most once per 15 minutes. Checks, in order: a party, the thread open, the hourly limit.
 */
export async function postMessage(
  store: ThreadStore,
  {
    userId,
    bookingId,
    text,
    limits,
    now,
  }: { userId: number; bookingId: number; text: string; limits: ThreadLimits; now: Date },
): Promise<Message> {
  const { thread, side } = await partyThread(store, bookingId, userId)
  if (closedReason(thread, now, limits)) throw conflict(messages.threadReadOnly)
  const hourAgo = new Date(+now - 3_600_000).toISOString()
  if ((await store.countSentSince(bookingId, userId, hourAgo)) >= limits.messagesPerSenderPerThreadPerHour) {
    throw tooManyRequests(messages.tooManyMessages, 3600)
  }
  const message = await store.insertMessage({ bookingId, senderId: userId, text, sentAt: now.toISOString() })
  await store.raiseReadMarker(bookingId, userId, message.id)
  const to = otherSide(side)
  const recipientId = to === 'client' ? thread.clientId : thread.professionalUserId
  if (messageNoticeDue(await store.lastMessageNotice(bookingId, recipientId), now)) {
    await store.notify({ event: 'message', bookingId, to })
  }
  return presentMessage(message, userId, senderNameIn(thread, userId))
}

/** POST /api/bookings/{bookingId}/messages/read: not audited (the trail records reports and closings, not reads). */
export async function markThreadRead(
  store: ThreadStore,
  { userId, bookingId, upTo }: { userId: number; bookingId: number; upTo: number },
): Promise<void> {
  await partyThread(store, bookingId, userId)
  // Never past the newest message: a marker ahead would count messages not yet written as read.
  const [newest] = await store.listMessages(bookingId, { limit: 1 })
  if (newest) await store.raiseReadMarker(bookingId, userId, Math.min(upTo, newest.id))
}

/** POST /api/bookings/{bookingId}/messages/{messageId}/report: either party shows the other's message to the admins. */
export async function reportMessage(
  store: ThreadStore,
  {
    userId,
    bookingId,
    messageId,
    reason,
    now,
  }: { userId: number; bookingId: number; messageId: number; reason: string | null; now: Date },
): Promise<void> {
  await partyThread(store, bookingId, userId)
  const message = await store.findMessage(bookingId, messageId)
  if (!message) throw notFound(messages.messageNotFound)
  if (message.senderId === userId) throw badRequest(messages.reportOwnMessage)
  const added = await store.insertReport({ messageId, reporterId: userId, reason, reportedAt: now.toISOString() })
  if (added) await store.recordAudit('messageReported', userId, bookingId)
}

/** POST /api/bookings/{bookingId}/messages/close: the professional closes the thread; closing twice changes nothing. */
export async function closeThread(
  store: ThreadStore,
  { userId, bookingId, now }: { userId: number; bookingId: number; now: Date },
): Promise<void> {
  const { thread, side } = await partyThread(store, bookingId, userId)
  if (side !== 'professional') throw notFound(messages.bookingNotFound)
  if (thread.closedAt) return
  await store.closeThread(bookingId, now.toISOString())
  await store.recordAudit('threadClosed', userId, bookingId)
}

/** GET /api/me/messages/unread. */
export async function unreadMessages(store: ThreadStore, userId: number): Promise<UnreadMessages> {
  const bookings = await store.unreadCounts(userId)
  return { total: bookings.reduce((sum, { unread }) => sum + unread, 0), bookings }
}
