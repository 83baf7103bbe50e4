import { unauthorized } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { registerAccount } from '../../api/domain/accounts/register'
import { usernameKey } from '../../api/domain/accounts/usernames'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { deviceNonce, rememberDevice } from '../device-tokens'
import { presentUser } from '../present'
import { findUserByUsername } from '../repo'
import { mockSignInLimits } from '../sign-in-limits'
import { endSession, startSession } from '../sessions'
import { memoryRegistrationPorts } from '../stores/registration-store'
import { mockRoute } from './pipeline'

export const authHandlers = [
  mockRoute('currentUser', ({ user }) => {
    if (!user) throw unauthorized(messages.notSignedIn)
    return { body: presentUser(user) }
  }),

  mockRoute('login', async ({ body, session, address, deviceCookie }) => {
    const user = findUserByUsername(body.username)
    // Counted before the password, so a locked account gives nothing away either way.
    const attempt = await mockSignInLimits().beginSignIn({
      usernameKey: usernameKey(body.username),
      address,
      deviceNonce: user ? deviceNonce(deviceCookie, user.id) : null,
    })
    if (!user || user.password === null || user.password !== body.password) {
      // Only an existing account's failures are recorded: a typed username is never kept.
      if (user) recordMockAudit({ action: 'signInFailed', actor: null, subjectId: user.id })
      throw unauthorized(messages.invalidCredentials)
    }
    await attempt.succeeded()
    recordMockAudit({ action: 'signIn', ...selfEvent(user) })
    // A new id at sign-in (session fixation).
    endSession(session?.id ?? null)
    return {
      body: presentUser(user),
      sessionCookie: startSession(user).id,
      deviceCookie: rememberDevice(deviceCookie, user.id),
    }
  }),

  mockRoute('register', async ({ body, session, address, deviceCookie }) => {
    const user = await registerAccount(memoryRegistrationPorts(), { address, input: body })
    endSession(session?.id ?? null)
    return {
      body: presentUser(user),
      sessionCookie: startSession(user).id,
      deviceCookie: rememberDevice(deviceCookie, user.id),
    }
  }),

  mockRoute('logout', ({ session, user }) => {
    if (user) recordMockAudit({ action: 'signOut', ...selfEvent(user) })
    endSession(session?.id ?? null)
    return { body: undefined, sessionCookie: null }
  }),
]
