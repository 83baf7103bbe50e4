import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { AdminMessageReport } from '../../contract/schemas/messages'
import { nameOf, type StoredReport, type ThreadStore } from './thread'

/** Reports still to handle first, newest reported first; then the handled ones, newest handled first. */
function byUrgency(a: StoredReport, b: StoredReport): number {
  if (a.handledAt === null || b.handledAt === null) return Number(a.handledAt !== null) - Number(b.handledAt !== null)
  return b.handledAt.localeCompare(a.handledAt)
}

/** GET /api/admin/message-reports: each reported message alone, its sender and the reason. */
export async function messageReports(store: ThreadStore): Promise<AdminMessageReport[]> {
  return (await store.listReports()).sort(byUrgency).map((report) => ({
    id: report.id,
    bookingId: report.message.bookingId,
    messageId: report.message.id,
    senderName: nameOf(report.senderName),
    text: report.message.text,
    sentAt: report.message.sentAt,
    reason: report.reason,
    reportedAt: report.reportedAt,
    handledAt: report.handledAt,
  }))
}

/**
 * POST /api/admin/message-reports/{reportId}/handled: the admin is done with a report. Audited with
 * the admin as actor and the booking as target, never the message or the reason; handling it again
 * changes nothing and is not audited again.
 */
export async function handleMessageReport(
  store: ThreadStore,
  { adminId, reportId, now }: { adminId: number; reportId: number; now: Date },
): Promise<void> {
  const report = await store.findReport(reportId)
  if (!report) throw notFound(messages.reportNotFound)
  if (report.handledAt !== null) return
  if (await store.markReportHandled(reportId, adminId, now.toISOString())) {
    await store.recordAudit('messageReportHandled', adminId, report.bookingId)
  }
}
