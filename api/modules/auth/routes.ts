import { conflict, unauthorized } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { withinAttempt } from '../../db/sign-in-limits'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import { clientAddress } from '../../http/client-address'
import { handle } from '../../http/handler'
import { signIn, signOut } from '../../http/session'
import { presentUser } from '../../http/session-user'
import { rememberDevice } from './device-cookie'
import { logIn } from './log-in'
import { hashNewPassword } from './passwords'
import { presentSessionUser } from './present'
import { createAccount, usernameTaken } from './repo'

export const authRoutes = [
  handle('currentUser', async ({ user }) => {
    if (!user) throw unauthorized(messages.notSignedIn)
    return { body: presentSessionUser(user) }
  }),

  handle('login', logIn),

  handle('register', async ({ ctx, deps, body }) => {
    // The address's limits come first: a blocked address learns nothing and costs no lookup or hash.
    const registration = await deps.signInLimits.beginRegistration(clientAddress(ctx))
    const passwordHash = await withinAttempt(registration, async () => {
      if (await usernameTaken(deps.db, body.username)) {
        throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
      }
      return hashNewPassword(deps, body.password)
    })
    const account = await createAccount(deps.db, { ...body, passwordHash })
    rememberDevice(ctx, account.id, deps.config.secureCookies)
    await signIn(ctx, account.id)
    return { status: 201, body: presentUser(account) }
  }),

  handle('logout', async ({ ctx, deps, user }) => {
    if (user) await audit(deps, ctx, { action: 'signOut', ...selfEvent(user) })
    signOut(ctx)
    return { status: 204, body: undefined }
  }),
]
