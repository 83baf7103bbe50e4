import type { SignInPorts } from '../../domain/accounts/log-in'
import type { Context } from 'koa'
import { audit } from '../../http/audit'
import { deviceNonce } from '../../http/device-cookie'
import { selfEvent } from '../../http/audit-entries'
import type { AppDeps } from '../../http/handler'
import { presentUser } from '../../http/session-user'
import { checkPassword } from './passwords'
import { findAccount, signedInAs, type AccountRow } from './repo'

/** A sign-in's ports (api/domain/accounts/log-in.ts) over the users table, the device cookie and the trail. */
export function signInPorts(ctx: Context, deps: AppDeps): SignInPorts<AccountRow> {
  return {
    limits: deps.signInLimits,
    findAccount: async (username) => (await findAccount(deps.db, username)) ?? null,
    deviceNonce: (found) => deviceNonce(ctx, signedInAs(found)),
    passwordMatches: (found, password) => checkPassword(deps, password, found?.password_hash ?? null),
    recordFailed: (found) => audit(deps, ctx, { action: 'signInFailed', actor: null, subjectId: found.id }),
    recordSignedIn: (found) => audit(deps, ctx, { action: 'signIn', ...selfEvent(presentUser(found)) }),
  }
}
