import { accountTable } from '../../api/domain/accounts/route-table'
import { eventsAbout } from '../audit-events'
import { presentAccount } from '../present'
import { mockOwnPasswordCheck } from '../own-password'
import { signedInSession, signedInUser } from '../sessions'
import { memoryCodeStore } from '../stores/code-store'
import { mockTable } from './table'

/** The account page's reads and changes over the arrays. */
export const accountHandlers = mockTable(accountTable, ({ user, session }) => ({
  readAccount: async () => presentAccount(signedInUser(user)),
  saveAccount: async (changes) => void Object.assign(signedInUser(user), changes),
  checkOwnPassword: (userId, password, field) =>
    mockOwnPasswordCheck(signedInUser(user), signedInSession(session))(userId, password, field),
  codes: memoryCodeStore,
  now: () => new Date(),
  events: async (limit) => eventsAbout(signedInUser(user).id, limit),
}))
