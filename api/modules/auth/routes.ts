import { unauthorized } from '../../contract/errors'
import { signOutBrowser } from '../../domain/accounts/browser-sign-in'
import { messages } from '../../contract/messages'
import { registerAccount } from '../../domain/accounts/register'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import { clientAddress } from '../../http/client-address'
import { signInThisBrowser } from '../../http/browser-sign-in'
import { handle } from '../../http/handler'
import { signOut } from '../../http/session'
import { presentUser } from '../../http/session-user'
import { pushOwnerOf } from '../../http/push-owner'
import { endPushSubscriptionsOwnedBy } from '../../notifications/push-subscriptions'
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
    const account = await registerAccount(
      {
        limits: deps.signInLimits,
        unavailable: async (username) =>
          (deps.config.isProduction && isDemoUsername(username)) || (await usernameTaken(deps.db, username)),
        hashPassword: (password) => hashNewPassword(deps, password),
        createAccount: (input, passwordHash) => createAccount(deps.db, { ...input, passwordHash }),
      },
      { address: clientAddress(ctx), input: body },
    )
    await signInThisBrowser(ctx, deps, { id: account.id, credentialVersion: 0 })
    return { status: 201, body: presentUser(account) }
  }),

  handle('logout', async ({ ctx, deps, user }) => {
    await signOutBrowser({
      pushOwner: pushOwnerOf(ctx),
      recordSignOut: user && (() => audit(deps, ctx, { action: 'signOut', ...selfEvent(user) })),
      endPushSubscriptionsOwnedBy: (owner) => endPushSubscriptionsOwnedBy(deps.db, owner),
      endSession: () => signOut(ctx),
    })
    return { status: 204, body: undefined }
  }),
]
