import type { StoredMessage, ThreadStore } from '../../api/domain/messages/thread'
import type { ThreadFacts } from '../../api/domain/messages/thread-rules'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { mockOutbox, notifyMock } from '../notifications'
import { findProfessional, findUser, professionalOfUser } from '../repo'
import { insert, store, type UserRow } from '../store'

/** A party's name as a thread shows it: a professional's full name, a client's username; null once deleted. */
function partyName(userId: number): string | null {
  const user = findUser(userId)
  if (!user || user.deletedAt) return null
  return professionalOfUser(userId)?.fullName ?? user.username
}

function threadOf(bookingId: number): ThreadFacts | null {
  const booking = store.bookings.find((row) => row.id === bookingId)
  const professional = booking && findProfessional(booking.professionalId)
  if (!booking || !professional) return null
  return {
    bookingId,
    clientId: booking.userId,
    professionalUserId: professional.userId,
    clientName: partyName(booking.userId),
    professionalName: partyName(professional.userId),
    status: booking.status,
    sessionType: booking.sessionType,
    startsAt: booking.startsAt,
    durationMinutes: booking.durationMinutes,
    closedAt: booking.threadClosedAt ?? null,
    usualReplyTime: professional.usualReplyTime ?? null,
  }
}

const inThread = (bookingId: number) => store.messages.filter((message) => message.bookingId === bookingId)
const markerOf = (bookingId: number, userId: number) =>
  store.messageReads.find((row) => row.bookingId === bookingId && row.userId === userId)

/** The bookings this account is a party to: a client's own, a professional's profile's. */
function bookingsOf(userId: number): number[] {
  const professionalId = professionalOfUser(userId)?.id
  return store.bookings
    .filter((row) => row.userId === userId || row.professionalId === professionalId)
    .map((row) => row.id)
}

/** The threads over the in-memory arrays (ids ascend with time); the pipeline's lock is the transaction. */
export function memoryThreadStore(user: UserRow): ThreadStore {
  return {
    findThread: async (bookingId) => threadOf(bookingId),
    async listMessages(bookingId, { limit, after, before }) {
      const all = inThread(bookingId)
      if (after !== undefined) return all.filter((message) => message.id > after).slice(0, limit)
      const older = before === undefined ? all : all.filter((message) => message.id < before)
      return older.slice(-limit)
    },
    hasMessageBefore: async (bookingId, messageId) => inThread(bookingId).some((message) => message.id < messageId),
    readMarker: async (bookingId, userId) => markerOf(bookingId, userId)?.upTo ?? null,
    async raiseReadMarker(bookingId, userId, upTo) {
      const marker = markerOf(bookingId, userId)
      if (!marker) store.messageReads.push({ bookingId, userId, upTo })
      else marker.upTo = Math.max(marker.upTo, upTo)
    },
    countSentSince: async (bookingId, senderId, since) =>
      inThread(bookingId).filter((message) => message.senderId === senderId && message.sentAt >= since).length,
    insertMessage: async (message) => insert('messages', message),
    findMessage: async (bookingId, messageId) =>
      inThread(bookingId).find((message) => message.id === messageId) ?? null,
    async insertReport(report) {
      const same = (row: { messageId: number; reporterId: number }) =>
        row.messageId === report.messageId && row.reporterId === report.reporterId
      if (store.messageReports.some(same)) return false
      insert('messageReports', report)
      return true
    },
    async closeThread(bookingId, at) {
      const booking = store.bookings.find((row) => row.id === bookingId)
      if (booking) booking.threadClosedAt = at
    },
    async recordAudit(action, _actorId, bookingId) {
      recordMockAudit({ action, ...selfEvent(user), target: { type: 'booking', id: bookingId } })
    },
    async lastMessageNotice(bookingId, recipientId) {
      const notices = mockOutbox().filter(
        (row) => row.event === 'message' && row.bookingId === bookingId && row.userId === recipientId,
      )
      return notices.at(-1)?.createdAt ?? null
    },
    notify: async (notice) => notifyMock(notice),
    async unreadCounts(userId) {
      return bookingsOf(userId)
        .map((bookingId) => {
          const upTo = markerOf(bookingId, userId)?.upTo ?? 0
          const unread = inThread(bookingId).filter((m) => m.senderId !== userId && m.id > upTo).length
          return { bookingId, unread }
        })
        .filter(({ unread }) => unread > 0)
    },
    async listReports() {
      return store.messageReports
        .map(({ id, messageId, reason, reportedAt, handledAt }) => {
          const message = store.messages.find((row) => row.id === messageId) as StoredMessage
          const report = { id, reason, reportedAt, handledAt: handledAt ?? null }
          return { ...report, message, senderName: partyName(message.senderId) }
        })
        .reverse()
    },
    async findReport(reportId) {
      const report = store.messageReports.find((row) => row.id === reportId)
      const message = report && store.messages.find((row) => row.id === report.messageId)
      return report && message ? { bookingId: message.bookingId, handledAt: report.handledAt ?? null } : null
    },
    async markReportHandled(reportId, adminId, at) {
      const report = store.messageReports.find((row) => row.id === reportId)
      if (!report || report.handledAt) return false
      Object.assign(report, { handledAt: at, handledBy: adminId })
      return true
    },
  }
}
