import { deletionTable, passwordTable } from '../../api/domain/accounts/credentials-table'
import { dataExportTable } from '../../api/domain/accounts/route-table'
import { memoryErasureStore } from '../account-deletion'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { signInMockBrowser } from '../browser-sign-in'
import { mockExportPorts } from '../data-export'
import { endMockSignIns, saveMockPassword } from '../credentials'
import { mockLimits } from '../limits'
import { mockOwnPasswordCheck } from '../own-password'
import { signedInSession, signedInUser } from '../sessions'
import { memoryCounters, mockSignInLimits } from '../sign-in-limits'
import { memoryCodeStore } from '../stores/code-store'
import { mockTable } from './table'

/** The account page's calls (docs/product.md#15-trust): the person's data, their password, their account. */
export const dataRightsHandlers = [
  ...mockTable(dataExportTable, ({ user }) => mockExportPorts(signedInUser(user))),

  ...mockTable(passwordTable<string>(), (input) => {
    const { user, session } = input
    return {
      checkOwnPassword: mockOwnPasswordCheck(user, signedInSession(session)),
      codes: memoryCodeStore,
      now: () => new Date(),
      hashPassword: async (password) => password,
      transaction: (work) =>
        work({
          savePassword: async (userId, password) => saveMockPassword(userId, password),
          endSessions: async (userId) => endMockSignIns(userId),
          recordChanged: async () => recordMockAudit({ action: 'passwordChanged', ...selfEvent(user) }),
        }),
      signInBrowser: (account) => signInMockBrowser(input, account),
    }
  }),

  ...mockTable(deletionTable, ({ user, session, cookies }) => ({
    checkOwnPassword: mockOwnPasswordCheck(user, signedInSession(session)),
    countedAs: async () => ({ username: user.username }),
    transaction: (work) => work(memoryErasureStore(user)),
    signInLimits: mockSignInLimits(),
    counters: memoryCounters(mockLimits()),
    flushErased: async () => {},
    endSession() {
      cookies.session = null
    },
  })),
]
