import { conflict, unauthorized } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { withinAttempt } from '../../domain/accounts/sign-in-limits'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import { clientAddress } from '../../http/client-address'
import { rememberDevice } from '../../http/device-cookie'
import { handle } from '../../http/handler'
import { signIn, signOut } from '../../http/session'
import { presentUser } from '../../http/session-user'
import { logIn } from './log-in'
import { hashNewPassword } from './passwords'
import { presentSessionUser } from './present'
import { isDemoUsername } from '../../db/demo-data'
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
    // A taken name keeps its point, as a new account would: "taken" is never a free answer.
    const reserved = deps.config.isProduction && isDemoUsername(body.username)
    if (reserved || (await usernameTaken(deps.db, body.username))) {
      throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
    }
    const passwordHash = await withinAttempt(registration, () => hashNewPassword(deps, body.password))
    const account = await createAccount(deps.db, { ...body, passwordHash })
    const signedIn = { id: account.id, credentialVersion: 0 }
    rememberDevice(ctx, signedIn, deps.config.secureCookies)
    await signIn(ctx, signedIn)
    return { status: 201, body: presentUser(account) }
  }),

  handle('logout', async ({ ctx, deps, user }) => {
    if (user) await audit(deps, ctx, { action: 'signOut', ...selfEvent(user) })
    signOut(ctx)
    return { status: 204, body: undefined }
  }),
]
