import { unauthorized } from '../../api/contract/errors'
import { signOutBrowser } from '../../api/domain/accounts/browser-sign-in'
import { messages } from '../../api/contract/messages'
import { registerAccount } from '../../api/domain/accounts/register'
import { logIn, type SignInPorts } from '../../api/domain/accounts/log-in'
import { recordMockAudit } from '../audit'
import { signInMockBrowser } from '../browser-sign-in'
import { selfEvent } from '../audit-events'
import { deviceNonce } from '../device-tokens'
import { presentUser } from '../present'
import { findUserByUsername } from '../repo'
import { mockSignInLimits } from '../sign-in-limits'
import { endMockPushSubscriptionsOwnedBy } from '../push-subscriptions'
import { endSession } from '../sessions'
import type { UserRow } from '../store'
import { memoryRegistrationPorts } from '../stores/registration-store'
import { mockRoute } from './pipeline'

export const authHandlers = [
  mockRoute('currentUser', ({ user }) => {
    if (!user) throw unauthorized(messages.notSignedIn)
    return { body: presentUser(user) }
  }),

  mockRoute('login', async ({ body, session, address, deviceCookie }) => {
    const ports: SignInPorts<UserRow> = {
      limits: mockSignInLimits(),
      findAccount: async (username) => findUserByUsername(username) ?? null,
      deviceNonce: (account) => deviceNonce(deviceCookie, account.id),
      passwordMatches: async (account, password) => account?.password != null && account.password === password,
      recordFailed: async (account) => recordMockAudit({ action: 'signInFailed', actor: null, subjectId: account.id }),
      recordSignedIn: async (account) => recordMockAudit({ action: 'signIn', ...selfEvent(account) }),
    }
    const user = await logIn(ports, { username: body.username, password: body.password, address })
    return { body: presentUser(user), ...(await signInMockBrowser(session, deviceCookie, user)) }
  }),

  mockRoute('register', async ({ body, session, address, deviceCookie }) => {
    const user = await registerAccount(memoryRegistrationPorts(), { address, input: body })
    return { body: presentUser(user), ...(await signInMockBrowser(session, deviceCookie, user)) }
  }),

  mockRoute('logout', async ({ session, user }) => {
    await signOutBrowser({
      pushOwner: session?.id ?? null,
      recordSignOut: user && (async () => recordMockAudit({ action: 'signOut', ...selfEvent(user) })),
      endPushSubscriptionsOwnedBy: async (owner) => endMockPushSubscriptionsOwnedBy(owner),
      endSession: () => endSession(session?.id ?? null),
    })
    return { body: undefined, sessionCookie: null }
  }),
]
