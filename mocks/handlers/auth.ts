import { conflict, tooManyRequests, unauthorized } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { clearFailures, lockedForSeconds, recordFailure, usernameKey } from '../login-attempts'
import { presentUser } from '../present'
import { findUserByUsername } from '../repo'
import { endSession, startSession } from '../sessions'
import { insert } from '../store'
import { mockRoute } from './pipeline'

export const authHandlers = [
  mockRoute('currentUser', ({ user }) => {
    if (!user) throw unauthorized(messages.notSignedIn)
    return { body: presentUser(user) }
  }),

  mockRoute('login', ({ body, session }) => {
    const key = usernameKey(body.username)
    // Checked before the password, so a locked account gives nothing away either way.
    const wait = lockedForSeconds(key)
    if (wait !== null) throw tooManyRequests(messages.tooManyAttempts, wait)
    const user = findUserByUsername(body.username)
    if (!user || user.password === null || user.password !== body.password) {
      recordFailure(key)
      throw unauthorized(messages.invalidCredentials)
    }
    clearFailures(key)
    // A new id at sign-in (session fixation).
    endSession(session?.id ?? null)
    return { body: presentUser(user), sessionCookie: startSession(user.id).id }
  }),

  mockRoute('register', ({ body, session }) => {
    if (findUserByUsername(body.username)) {
      throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
    }
    const user = insert('users', {
      username: body.username,
      password: body.password,
      role: body.role,
      createdAt: new Date().toISOString(),
    })
    if (body.role === 'professional') {
      // Listed in the directory at once, under the username until the profile is edited.
      insert('professionals', {
        userId: user.id,
        title: body.title!,
        fullName: body.username,
        photoHash: null,
        isVerified: false,
        location: null,
        languages: [],
        specialties: [],
        bio: null,
        sessionPrice: null,
      })
    }
    endSession(session?.id ?? null)
    return { body: presentUser(user), sessionCookie: startSession(user.id).id }
  }),

  mockRoute('logout', ({ session }) => {
    endSession(session?.id ?? null)
    return { body: undefined, sessionCookie: null }
  }),
]
