import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { handleMessageReport, messageReports } from '../../domain/messages/message-reports'
import { closeThread, markThreadRead, readThread, reportMessage, unreadMessages } from '../../domain/messages/thread'
import { handle } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { postMessage } from './post-message'
import { threadStoreOf } from './thread-audit'

/** A path's booking id; the pattern lets an empty one through, which is an unknown booking. */
function bookingIdOf(params: { bookingId?: number }): number {
  if (!params.bookingId) throw notFound(messages.bookingNotFound)
  return params.bookingId
}

/** A booking's private thread, its two parties only (docs/product.md#17-messages). */
export const messageRoutes = [
  handle('bookingMessages', async ({ ctx, deps, user, params, query }) => {
    const reader = signedIn(user)
    const request = { userId: reader.id, bookingId: bookingIdOf(params), query, limits: deps.config.limits }
    return { body: await readThread(threadStoreOf(deps.db, deps, ctx, reader), { ...request, now: new Date() }) }
  }),

  handle('postMessage', postMessage),

  handle('readMessages', async ({ ctx, deps, user, params, body }) => {
    const reader = signedIn(user)
    const store = threadStoreOf(deps.db, deps, ctx, reader)
    await markThreadRead(store, { userId: reader.id, bookingId: bookingIdOf(params), upTo: body.upTo })
    return { status: 204, body: undefined }
  }),

  handle('reportMessage', async ({ ctx, deps, user, params, body }) => {
    const reporter = signedIn(user)
    const { messageId } = params
    if (!messageId) throw notFound(messages.messageNotFound)
    const report = { userId: reporter.id, bookingId: bookingIdOf(params), messageId, reason: body.reason ?? null }
    await deps.db.transaction((trx) =>
      reportMessage(threadStoreOf(trx, deps, ctx, reporter), { ...report, now: new Date() }),
    )
    return { status: 204, body: undefined }
  }),

  handle('closeThread', async ({ ctx, deps, user, params }) => {
    const professional = signedIn(user)
    const request = { userId: professional.id, bookingId: bookingIdOf(params), now: new Date() }
    await deps.db.transaction((trx) => closeThread(threadStoreOf(trx, deps, ctx, professional), request))
    return { status: 204, body: undefined }
  }),

  handle('unreadMessages', async ({ ctx, deps, user }) => {
    const reader = signedIn(user)
    return { body: await unreadMessages(threadStoreOf(deps.db, deps, ctx, reader), reader.id) }
  }),

  handle('adminMessageReports', async ({ ctx, deps, user }) => ({
    body: await messageReports(threadStoreOf(deps.db, deps, ctx, signedIn(user))),
  })),

  handle('handleMessageReport', async ({ ctx, deps, user, params }) => {
    const admin = signedIn(user)
    const { reportId } = params
    if (!reportId) throw notFound(messages.reportNotFound)
    const request = { adminId: admin.id, reportId, now: new Date() }
    await deps.db.transaction((trx) => handleMessageReport(threadStoreOf(trx, deps, ctx, admin), request))
    return { status: 204, body: undefined }
  }),
]
