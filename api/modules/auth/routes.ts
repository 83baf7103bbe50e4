import { authTable } from '../../domain/accounts/route-table'
import { isDemoUsername } from '../../db/demo-data'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import { signInThisBrowser } from '../../http/browser-sign-in'
import { clientAddress } from '../../http/client-address'
import { tableRoutes } from '../../http/mount-table'
import { pushOwnerOf } from '../../http/push-owner'
import { signOut } from '../../http/session'
import { presentUser } from '../../http/session-user'
import { endPushSubscriptionsOwnedBy } from '../../notifications/push-subscriptions'
import { signInPorts } from './log-in'
import { hashNewPassword } from './passwords'
import { presentSessionUser } from './present'
import { createAccount, signedInAs, usernameTaken, type AccountRow } from './repo'

/** The sign-in routes' table (api/domain/accounts/route-table.ts) over the users table and koa-session. */
export const authRoutes = tableRoutes(authTable<AccountRow, string>(), ({ ctx, deps, user }) => ({
  address: clientAddress(ctx),
  currentUser: user && presentSessionUser(user),
  signIn: () => signInPorts(ctx, deps),
  registration: () => ({
    limits: deps.signInLimits,
    unavailable: async (username) =>
      (deps.config.isProduction && isDemoUsername(username)) || (await usernameTaken(deps.db, username)),
    hashPassword: (password) => hashNewPassword(deps, password),
    createAccount: async (input, passwordHash) => presentUser(await createAccount(deps.db, { ...input, passwordHash })),
  }),
  signedIn: (account) => ({ user: presentUser(account), as: signedInAs(account) }),
  signInBrowser: (account) => signInThisBrowser(ctx, deps, account),
  signOut: () => ({
    pushOwner: pushOwnerOf(ctx),
    recordSignOut: user && (() => audit(deps, ctx, { action: 'signOut', ...selfEvent(user) })),
    endPushSubscriptionsOwnedBy: (owner) => endPushSubscriptionsOwnedBy(deps.db, owner),
    endSession: () => signOut(ctx),
  }),
}))
