import { unauthorized } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { usernameKey } from '../../domain/accounts/usernames'
import { withinAttempt } from '../../domain/accounts/sign-in-limits'
import { audit } from '../../http/audit'
import { deviceNonce, rememberDevice } from '../../http/device-cookie'
import { selfEvent } from '../../http/audit-entries'
import { clientAddress } from '../../http/client-address'
import type { Handler } from '../../http/handler'
import { signIn } from '../../http/session'
import { presentUser } from '../../http/session-user'
import { checkPassword } from './passwords'
import { findAccount, signedInAs } from './repo'

/** POST /api/login: a new session for the right password, within the sign-in limits. */
export const logIn: Handler<'login'> = async ({ ctx, deps, body }) => {
  const key = usernameKey(body.username)
  const account = await findAccount(deps.db, body.username)
  // The limits are counted before the password, so a locked account answers 429 even to the right one.
  const attempt = await deps.signInLimits.beginSignIn({
    usernameKey: key,
    address: clientAddress(ctx),
    deviceNonce: account ? deviceNonce(ctx, signedInAs(account)) : null,
  })
  const valid = await withinAttempt(attempt, () => checkPassword(deps, body.password, account?.password_hash ?? null))
  if (!account || !valid) {
    // Only an existing account's failures are recorded: a typed username is never kept.
    if (account) await audit(deps, ctx, { action: 'signInFailed', actor: null, subjectId: account.id })
    throw unauthorized(messages.invalidCredentials)
  }
  await attempt.succeeded()
  await audit(deps, ctx, { action: 'signIn', ...selfEvent(presentUser(account)) })
  rememberDevice(ctx, signedInAs(account), deps.config.secureCookies)
  await signIn(ctx, signedInAs(account))
  return { body: presentUser(account) }
}
