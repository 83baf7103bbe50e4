import { conflict, unauthorized } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { usernameKey } from '../../api/domain/accounts/usernames'
import { recordMockAudit } from '../audit'
import { selfEvent } from '../audit-events'
import { deviceNonce, rememberDevice } from '../device-tokens'
import { presentUser } from '../present'
import { findUserByUsername, usernameTaken } from '../repo'
import { mockSignInLimits } from '../sign-in-limits'
import { endSession, startSession } from '../sessions'
import { insert } from '../store'
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
    // The address's limits come first, as on the server: a blocked address learns nothing, and a
    // taken name keeps its point.
    await mockSignInLimits().beginRegistration(address)
    if (usernameTaken(body.username)) throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
    const user = insert('users', {
      username: body.username,
      password: body.password,
      role: body.role,
      createdAt: new Date().toISOString(),
      phone: body.phone ?? null,
      phoneConsent: !!body.phone && body.phoneConsent === true,
    })
    if (body.role === 'professional') {
      // Under the username, so not listed until the profile is complete (docs/product.md#15-trust).
      insert('professionals', {
        userId: user.id,
        title: body.title!,
        fullName: body.username,
        photoHash: null,
        location: null,
        languages: [],
        specialties: [],
        bio: null,
        sessionPrice: null,
      })
    }
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
