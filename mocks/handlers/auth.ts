import { authTable } from '../../api/domain/accounts/route-table'
import type { SignInPorts } from '../../api/domain/accounts/log-in'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { mockSignOutPorts, signInMockBrowser } from '../browser-sign-in'
import { deviceNonce } from '../device-tokens'
import { presentUser } from '../present'
import { findUserByUsername } from '../repo'
import { signedInAs } from '../sessions'
import { mockSignInLimits } from '../sign-in-limits'
import type { UserRow } from '../store'
import { memoryRegistrationPorts } from '../stores/registration-store'
import { mockTable } from './table'

/** The sign-in routes' table over the store; the browser's cookies are set on the answer. */
export const authHandlers = mockTable(authTable<UserRow, string>(), (input) => {
  const { user, address, deviceCookie } = input
  return {
    address,
    currentUser: user && presentUser(user),
    signIn: (): SignInPorts<UserRow> => ({
      limits: mockSignInLimits(),
      findAccount: async (username) => findUserByUsername(username) ?? null,
      deviceNonce: (account) => deviceNonce(deviceCookie(account.id), account.id),
      passwordMatches: async (account, password) => account?.password != null && account.password === password,
      recordFailed: async (account) => recordMockAudit({ action: 'signInFailed', actor: null, subjectId: account.id }),
      recordSignedIn: async (account) => recordMockAudit({ action: 'signIn', ...selfEvent(account) }),
    }),
    registration() {
      const registration = memoryRegistrationPorts()
      return {
        ...registration,
        createAccount: async (...args) => presentUser(await registration.createAccount(...args)),
      }
    },
    signedIn: (account) => ({ user: presentUser(account), as: signedInAs(account) }),
    signInBrowser: (account) => signInMockBrowser(input, account),
    signOut: () => mockSignOutPorts(input),
  }
})
