import { messagesTable } from '../../api/domain/messages/route-table'
import { postMessage } from '../../api/domain/messages/thread'
import { mockLimits } from '../limits'
import { signedInUser } from '../sessions'
import { memoryThreadStore, sentMessage } from '../stores/thread-store'
import { mockRoute } from './pipeline'
import { mockTable } from './table'

/** The threads' routes over the arrays; the store's lock stands for each transaction. */
export const messageHandlers = [
  ...mockTable(messagesTable, ({ user }) => ({
    limits: mockLimits,
    threads: () => memoryThreadStore(signedInUser(user)),
    transaction: (work) => work(memoryThreadStore(signedInUser(user))),
  })),

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
]
