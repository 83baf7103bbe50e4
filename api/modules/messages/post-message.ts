import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { postMessage as post, presentMessage } from '../../domain/messages/thread'
import type { Handler } from '../../http/handler'
import { runIdempotent } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import { threadStoreOf } from './thread-audit'

/**
 * POST /api/bookings/{bookingId}/messages: in one idempotent transaction, so a message sent again
 * from the outbox with its key is written once and answered the same.
 */
export const postMessage: Handler<'postMessage'> = async ({ ctx, deps, user, params, body, idempotencyKey }) => {
  const sender = signedIn(user)
  const { bookingId } = params
  if (!bookingId) throw notFound(messages.bookingNotFound)
  const secret = deps.config.notesEncryptionKey
  const call = { route: 'postMessage', userId: sender.id, key: idempotencyKey, params, body, secret } as const
  const outcome = await runIdempotent(deps.db, call, async (trx) => {
    const request = { userId: sender.id, bookingId, text: body.text, limits: deps.config.limits, now: new Date() }
    const message = await post(threadStoreOf(trx, deps, ctx, sender), request)
    return { status: 201, bookingId, messageId: message.id }
  })
  const { messageId } = outcome
  if (messageId === undefined) throw new Error(`The key of a post to booking ${bookingId} names no message`)
  const store = threadStoreOf(deps.db, deps, ctx, sender)
  const [thread, message] = [await store.findThread(bookingId), await store.findMessage(bookingId, messageId)]
  if (!thread || !message) throw new Error(`Message ${messageId} of booking ${bookingId} vanished`)
  const senderName = message.senderId === thread.clientId ? thread.clientName : thread.professionalName
  return { status: outcome.status, body: presentMessage(message, sender.id, senderName) }
}
