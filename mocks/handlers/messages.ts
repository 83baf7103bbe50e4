import { messagesTable } from '../../api/domain/messages/route-table'
import { mockLimits } from '../limits'
import { signedInUser } from '../sessions'
import { memoryThreadStore } from '../stores/thread-store'
import { mockTable } from './table'

/** The threads' routes over the arrays; the store's lock stands for each transaction. */
export const messageHandlers = mockTable(messagesTable, ({ user }) => ({
  limits: mockLimits,
  threads: () => memoryThreadStore(signedInUser(user)),
  transaction: (work) => work(memoryThreadStore(signedInUser(user))),
}))
