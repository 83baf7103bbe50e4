import { conflict, tooManyRequests, unauthorized } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { usernameKey } from '../../contract/usernames'
import { handle } from '../../http/handler'
import { signIn, signOut } from '../../http/session'
import { burnPasswordTime, hashPassword, verifyPassword } from '../../security/passwords'
import { beginAttempt, clearAttempts } from './login-attempts'
import { presentSessionUser, presentUser } from './present'
import { createAccount, findAccount, usernameTaken } from './repo'

export const authRoutes = [
  handle('currentUser', async ({ user }) => {
    if (!user) throw unauthorized(messages.notSignedIn)
    return { body: presentSessionUser(user) }
  }),

  handle('login', async ({ ctx, deps, body }) => {
    const key = usernameKey(body.username)
    // The limit is checked before the password, so a locked account answers 429 even to the right one.
    const attempt = await beginAttempt(deps.db, key)
    if ('retryAfterSeconds' in attempt) throw tooManyRequests(messages.tooManyAttempts, attempt.retryAfterSeconds)
    const account = await findAccount(deps.db, body.username)
    const valid = account?.password_hash
      ? await verifyPassword(body.password, account.password_hash)
      : await burnPasswordTime(body.password).then(() => false)
    if (!account || !valid) throw unauthorized(messages.invalidCredentials)
    await clearAttempts(deps.db, key)
    await signIn(ctx, account.id)
    return { body: presentUser(account) }
  }),

  handle('register', async ({ ctx, deps, body }) => {
    if (await usernameTaken(deps.db, body.username)) {
      throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
    }
    const passwordHash = await hashPassword(body.password)
    const account = await createAccount(deps.db, { ...body, passwordHash })
    await signIn(ctx, account.id)
    return { status: 201, body: presentUser(account) }
  }),

  handle('logout', async ({ ctx }) => {
    signOut(ctx)
    return { status: 204, body: undefined }
  }),
]
