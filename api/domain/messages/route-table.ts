import { notFound } from '../../contract/errors'
import type { Limits } from '../../contract/limits'
import { messages } from '../../contract/messages'
import { signedInCaller, type RouteTable } from '../route-table'
import { handleMessageReport, messageReports } from './message-reports'
import {
  closeThread,
  markThreadRead,
  postMessage,
  presentMessage,
  readThread,
  reportMessage,
  unreadMessages,
  type ThreadStore,
} from './thread'

/** What the threads' routes need of each side's storage, bound to the signed-in caller. */
export type MessagePorts = {
  limits(): Limits
  /** The threads' storage, for reads and single writes (on the server, a post's transaction). */
  threads(): ThreadStore
  /** Runs a change in one transaction over the threads' storage. */
  transaction<T>(work: (store: ThreadStore) => Promise<T>): Promise<T>
}

type MessageRoute =
  | 'bookingMessages'
  | 'postMessage'
  | 'readMessages'
  | 'reportMessage'
  | 'closeThread'
  | 'unreadMessages'
  | 'adminMessageReports'
  | 'handleMessageReport'

/** A path's id; a pattern that lets an empty one through names an unknown thing. */
function idOf(id: number | undefined, missing: string): number {
  if (!id) throw notFound(missing)
  return id
}

/**
 * A booking's private thread, its two parties only (docs/product.md#17-messages), and the admins'
 * reports, for both adapters. A post is idempotent: a message sent again from the outbox with its
 * key is written once and answered the same.
 */
export const messagesTable: RouteTable<MessagePorts, MessageRoute> = {
  async bookingMessages(ports, { caller, params, query }) {
    const bookingId = idOf(params.bookingId, messages.bookingNotFound)
    const request = { userId: signedInCaller(caller).id, bookingId, query, limits: ports.limits(), now: new Date() }
    return { body: await readThread(ports.threads(), request) }
  },
  postMessage: {
    async write(ports, { caller, params, body }) {
      const bookingId = idOf(params.bookingId, messages.bookingNotFound)
      const post = {
        userId: signedInCaller(caller).id,
        bookingId,
        text: body.text,
        limits: ports.limits(),
        now: new Date(),
      }
      return { status: 201, bookingId, messageId: (await postMessage(ports.threads(), post)).id }
    },
    async answer(ports, { bookingId, messageId }, { caller }) {
      const store = ports.threads()
      const [thread, message] = [await store.findThread(bookingId), await store.findMessage(bookingId, messageId!)]
      if (!thread || !message) throw new Error(`Message ${messageId} of booking ${bookingId} vanished`)
      const senderName = message.senderId === thread.clientId ? thread.clientName : thread.professionalName
      return { body: presentMessage(message, signedInCaller(caller).id, senderName) }
    },
  },
  async readMessages(ports, { caller, params, body }) {
    const bookingId = idOf(params.bookingId, messages.bookingNotFound)
    await markThreadRead(ports.threads(), { userId: signedInCaller(caller).id, bookingId, upTo: body.upTo })
    return { status: 204, body: undefined }
  },
  async reportMessage(ports, { caller, params, body }) {
    const messageId = idOf(params.messageId, messages.messageNotFound)
    const bookingId = idOf(params.bookingId, messages.bookingNotFound)
    const report = { userId: signedInCaller(caller).id, bookingId, messageId, reason: body.reason ?? null }
    await ports.transaction((store) => reportMessage(store, { ...report, now: new Date() }))
    return { status: 204, body: undefined }
  },
  async closeThread(ports, { caller, params }) {
    const bookingId = idOf(params.bookingId, messages.bookingNotFound)
    const request = { userId: signedInCaller(caller).id, bookingId, now: new Date() }
    await ports.transaction((store) => closeThread(store, request))
    return { status: 204, body: undefined }
  },
  async unreadMessages(ports, { caller }) {
    return { body: await unreadMessages(ports.threads(), signedInCaller(caller).id) }
  },
  async adminMessageReports(ports) {
    return { body: await messageReports(ports.threads()) }
  },
  async handleMessageReport(ports, { caller, params }) {
    const request = { adminId: signedInCaller(caller).id, reportId: idOf(params.reportId, messages.reportNotFound) }
    await ports.transaction((store) => handleMessageReport(store, { ...request, now: new Date() }))
    return { status: 204, body: undefined }
  },
}
