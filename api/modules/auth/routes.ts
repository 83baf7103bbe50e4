import { conflict, unauthorized } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { usernameKey } from '../../contract/usernames'
import { clientAddress } from '../../http/client-address'
import { handle } from '../../http/handler'
import { signIn, signOut } from '../../http/session'
import { deviceNonce, rememberDevice } from './device-cookie'
import { checkPassword, hashNewPassword } from './passwords'
import { presentSessionUser, presentUser } from './present'
import { createAccount, findAccount, usernameTaken } from './repo'
import type { CountedAttempt } from './sign-in-limits'

/** Runs the password work of a counted attempt; when it never ran (503), the attempt does not count. */
async function withinAttempt<T>(attempt: CountedAttempt, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    await attempt.abandoned()
    throw error
  }
}

export const authRoutes = [
  handle('currentUser', async ({ user }) => {
    if (!user) throw unauthorized(messages.notSignedIn)
    return { body: presentSessionUser(user) }
  }),

  handle('login', async ({ ctx, deps, body }) => {
    const key = usernameKey(body.username)
    const account = await findAccount(deps.db, body.username)
    // The limits are counted before the password, so a locked account answers 429 even to the right one.
    const attempt = await deps.signInLimits.beginSignIn({
      usernameKey: key,
      address: clientAddress(ctx),
      deviceNonce: account ? deviceNonce(ctx, account.id) : null,
    })
    const valid = await withinAttempt(attempt, () => checkPassword(deps, body.password, account?.password_hash ?? null))
    if (!account || !valid) throw unauthorized(messages.invalidCredentials)
    await attempt.succeeded()
    rememberDevice(ctx, account.id, deps.config.secureCookies)
    await signIn(ctx, account.id)
    return { body: presentUser(account) }
  }),

  handle('register', async ({ ctx, deps, body }) => {
    if (await usernameTaken(deps.db, body.username)) {
      throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
    }
    const registration = await deps.signInLimits.beginRegistration(clientAddress(ctx))
    const passwordHash = await withinAttempt(registration, () => hashNewPassword(deps, body.password))
    const account = await createAccount(deps.db, { ...body, passwordHash })
    rememberDevice(ctx, account.id, deps.config.secureCookies)
    await signIn(ctx, account.id)
    return { status: 201, body: presentUser(account) }
  }),

  handle('logout', async ({ ctx }) => {
    signOut(ctx)
    return { status: 204, body: undefined }
  }),
]
