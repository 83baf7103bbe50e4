import type { Context } from 'koa'
import { badRequest } from '../contract/errors'
import { messages } from '../contract/messages'
import { usernameKey } from '../contract/usernames'
import { findCredentials, type Credentials } from '../db/credentials'
import { withinAttempt } from '../db/sign-in-limits'
import { verifyPassword } from '../security/passwords'
import { clientAddress } from './client-address'
import type { AppDeps } from './handler'

/**
 * Proves the signed-in person knows the account's password before it changes or goes
 * (docs/product.md#15-trust), and returns the account's credentials. A wrong one counts as a
 * failed sign-in for the username and the address (429 once over the limits) and is 400 naming `field`.
 */
export async function checkOwnPassword(
  { ctx, deps }: { ctx: Context; deps: AppDeps },
  userId: number,
  password: string,
  field: string,
): Promise<Credentials> {
  const account = await findCredentials(deps.db, userId)
  // The device cookie is sent to sign-in only, so here every caller counts as a stranger would.
  const attempt = await deps.signInLimits.beginSignIn({
    usernameKey: usernameKey(account.username),
    address: clientAddress(ctx),
    deviceNonce: null,
  })
  const hash = account.password_hash
  const valid = hash !== null && (await withinAttempt(attempt, () => verifyPassword(password, hash, deps.deriveKey)))
  if (!valid) throw badRequest(messages.passwordIncorrect, { [field]: messages.passwordIncorrect })
  await attempt.succeeded()
  return account
}
