import { handleMessageReport, messageReports } from '../../api/domain/messages/message-reports'
import {
  closeThread,
  markThreadRead,
  postMessage,
  readThread,
  reportMessage,
  unreadMessages,
} from '../../api/domain/messages/thread'
import { mockLimits } from '../limits'
import { memoryThreadStore, sentMessage } from '../stores/thread-store'
import { mockRoute } from './pipeline'

/** The threads' routes: the use cases of api/domain/messages decide everything. */
export const messageHandlers = [
  mockRoute('bookingMessages', async ({ user, params, query }) => {
    const read = { userId: user.id, bookingId: params.bookingId!, query, limits: mockLimits(), now: new Date() }
    return { body: await readThread(memoryThreadStore(user), read) }
  }),

  mockRoute(
    'postMessage',
    async ({ user, params, body }) => {
      const bookingId = params.bookingId!
      const post = { userId: user.id, bookingId, text: body.text, limits: mockLimits(), now: new Date() }
      const message = await postMessage(memoryThreadStore(user), post)
      return { body: message, bookingId, messageId: message.id }
    },
    { replay: (_booking, first) => sentMessage(first.messageId!) },
  ),

  mockRoute('readMessages', async ({ user, params, body }) => {
    await markThreadRead(memoryThreadStore(user), { userId: user.id, bookingId: params.bookingId!, upTo: body.upTo })
    return { status: 204, body: undefined }
  }),

  mockRoute('reportMessage', async ({ user, params, body }) => {
    const report = { bookingId: params.bookingId!, messageId: params.messageId!, reason: body.reason ?? null }
    await reportMessage(memoryThreadStore(user), { ...report, userId: user.id, now: new Date() })
    return { status: 204, body: undefined }
  }),

  mockRoute('closeThread', async ({ user, params }) => {
    await closeThread(memoryThreadStore(user), { userId: user.id, bookingId: params.bookingId!, now: new Date() })
    return { status: 204, body: undefined }
  }),

  mockRoute('unreadMessages', async ({ user }) => ({ body: await unreadMessages(memoryThreadStore(user), user.id) })),

  mockRoute('adminMessageReports', async ({ user }) => ({ body: await messageReports(memoryThreadStore(user)) })),

  mockRoute('handleMessageReport', async ({ user, params }) => {
    const request = { adminId: user.id, reportId: params.reportId!, now: new Date() }
    await handleMessageReport(memoryThreadStore(user), request)
    return { status: 204, body: undefined }
  }),
]
