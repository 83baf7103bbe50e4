import { logIn as signInWith } from '../../domain/accounts/log-in'
import { audit } from '../../http/audit'
import { deviceNonce } from '../../http/device-cookie'
import { selfEvent } from '../../http/audit-entries'
import { clientAddress } from '../../http/client-address'
import type { Handler } from '../../http/handler'
import { signInThisBrowser } from '../../http/browser-sign-in'
import { presentUser } from '../../http/session-user'
import { checkPassword } from './passwords'
import { findAccount, signedInAs } from './repo'

/** POST /api/login (api/domain/accounts/log-in.ts): a new session for the right password. */
export const logIn: Handler<'login'> = async ({ ctx, deps, body }) => {
  const account = await signInWith(
    {
      limits: deps.signInLimits,
      findAccount: async (username) => (await findAccount(deps.db, username)) ?? null,
      deviceNonce: (found) => deviceNonce(ctx, signedInAs(found)),
      passwordMatches: (found, password) => checkPassword(deps, password, found?.password_hash ?? null),
      recordFailed: (found) => audit(deps, ctx, { action: 'signInFailed', actor: null, subjectId: found.id }),
      recordSignedIn: (found) => audit(deps, ctx, { action: 'signIn', ...selfEvent(presentUser(found)) }),
    },
    { username: body.username, password: body.password, address: clientAddress(ctx) },
  )
  await signInThisBrowser(ctx, deps, signedInAs(account))
  return { body: presentUser(account) }
}
