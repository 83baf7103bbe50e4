import type { Knex } from 'knex'
import type { StoredMessage, ThreadAuditAction, ThreadStore } from '../../domain/messages/thread'
import { enqueueBookingNotice } from '../../notifications/enqueue'
import type { Cipher } from '../../security/cipher'
import { findThreadFacts, MESSAGE_COLUMNS, messagePage, professionalName, reportRows, unreadPerBooking } from './repo'
import type { MessageRow } from './repo'

type Db = Knex | Knex.Transaction

/** Appends a thread event to the audit trail, in the store's transaction. */
export type RecordThreadAudit = (
  db: Knex,
  action: ThreadAuditAction,
  actorId: number,
  bookingId: number,
) => Promise<void>

/**
 * The threads' storage over Knex (api/domain/messages/thread.ts): texts and reasons sealed with
 * the booking's key as session notes are, so the tables hold no word in plain.
 */
export function knexThreadStore(db: Db, cipher: Cipher, record: RecordThreadAudit): ThreadStore {
  const open = (row: MessageRow): StoredMessage => {
    const bookingId = Number(row.booking_id)
    return {
      id: Number(row.id),
      bookingId,
      senderId: Number(row.sender_id),
      text: cipher.decrypt(row.body_encrypted, bookingId),
      sentAt: row.created_at,
    }
  }
  const inThread = (bookingId: number) => db('messages').where({ booking_id: bookingId })
  return {
    findThread: (bookingId) => findThreadFacts(db, bookingId),
    listMessages: async (bookingId, page) => (await messagePage(db, bookingId, page)).map(open),
    hasMessageBefore: async (bookingId, messageId) =>
      (await inThread(bookingId).where('id', '<', messageId).first('id')) !== undefined,
    async readMarker(bookingId, userId) {
      const row = (await db('message_reads').where({ booking_id: bookingId, user_id: userId }).first('up_to')) as
        { up_to: number | string } | undefined
      return row ? Number(row.up_to) : null
    },
    async raiseReadMarker(bookingId, userId, upTo) {
      await db('message_reads')
        .insert({ booking_id: bookingId, user_id: userId, up_to: upTo })
        .onConflict(['booking_id', 'user_id'])
        .merge(['up_to'])
        .where('message_reads.up_to', '<', upTo)
    },
    async countSentSince(bookingId, senderId, since) {
      const row = (await inThread(bookingId)
        .where({ sender_id: senderId })
        .where('created_at', '>=', since)
        .count({ n: '*' })
        .first()) as { n: number | string }
      return Number(row.n)
    },
    async insertMessage(message) {
      const [row] = (await db('messages').insert(
        {
          booking_id: message.bookingId,
          sender_id: message.senderId,
          body_encrypted: cipher.encrypt(message.text, message.bookingId),
          created_at: message.sentAt,
        },
        ['id'],
      )) as { id: number | string }[]
      return { ...message, id: Number(row!.id) }
    },
    async findMessage(bookingId, messageId) {
      const row = (await inThread(bookingId).where({ id: messageId }).first(MESSAGE_COLUMNS)) as MessageRow | undefined
      return row ? open(row) : null
    },
    async insertReport({ messageId, reporterId, reason, reportedAt }) {
      const message = (await db('messages').where({ id: messageId }).first('booking_id')) as { booking_id: number }
      const rows = (await db('message_reports')
        .insert({
          message_id: messageId,
          reporter_id: reporterId,
          reason_encrypted: reason === null ? null : cipher.encrypt(reason, Number(message.booking_id)),
          created_at: reportedAt,
        })
        .onConflict(['message_id', 'reporter_id'])
        .ignore()
        .returning('id')) as unknown[]
      return rows.length > 0
    },
    async closeThread(bookingId, at) {
      await db('bookings').where({ id: bookingId }).whereNull('thread_closed_at').update({ thread_closed_at: at })
    },
    recordAudit: (action, actorId, bookingId) => record(db, action, actorId, bookingId),
    async lastMessageNotice(bookingId, recipientId) {
      const row = (await db('notifications')
        .where({ user_id: recipientId, booking_id: bookingId, event: 'message', channel: 'app' })
        .orderBy('created_at', 'desc')
        .first('created_at')) as { created_at: string } | undefined
      return row?.created_at ?? null
    },
    notify: (notice) => enqueueBookingNotice(db, notice),
    unreadCounts: (userId) => unreadPerBooking(db, userId),
    async listReports() {
      return (await reportRows(db)).map((row) => ({
        id: Number(row.report_id),
        message: open(row),
        senderName: row.sender_deleted_at === null ? professionalName(row.sender_full_name, row.sender_username) : null,
        reason: row.reason_encrypted === null ? null : cipher.decrypt(row.reason_encrypted, Number(row.booking_id)),
        reportedAt: row.reported_at,
        handledAt: row.handled_at,
      }))
    },
    async findReport(reportId) {
      const row = (await db('message_reports as r')
        .join('messages as m', 'm.id', 'r.message_id')
        .where('r.id', reportId)
        .first('m.booking_id', 'r.handled_at')) as
        { booking_id: number | string; handled_at: string | null } | undefined
      return row ? { bookingId: Number(row.booking_id), handledAt: row.handled_at } : null
    },
    async markReportHandled(reportId, adminId, at) {
      const changed = await db('message_reports')
        .where({ id: reportId })
        .whereNull('handled_at')
        .update({ handled_at: at, handled_by: adminId })
      return changed > 0
    },
  }
}
