import { createHash } from 'node:crypto'
import type { Context } from 'koa'
import { badRequest } from '../contract/errors'
import { messages } from '../contract/messages'
import { findCredentials } from '../db/credentials'
import { withinAttempt } from '../domain/accounts/sign-in-limits'
import { verifyPassword } from '../security/passwords'
import type { AppDeps } from './handler'
import { loadedSessionId } from './session-store'

/** The session's counter key: a digest, so the rate-limit table never holds a session id. */
function sessionKey(ctx: Context): string {
  const id = loadedSessionId(ctx)
  if (id === null) throw new Error('A signed-in request without a stored session')
  return createHash('sha256').update(id).digest('base64url')
}

/**
 * Proves the signed-in person knows the account's password before it changes or goes
 * (docs/product.md#15-trust). The tries are counted against this session only (429 once over its
 * limit), never as a stranger's against the username or the address, so no one guessing elsewhere
 * can keep the owner from changing the password or leaving. A wrong one is 400 naming `field`.
 */
export const ownPasswordCheck =
  (ctx: Context, deps: AppDeps) =>
  async (userId: number, password: string, field: string): Promise<void> => {
    const account = await findCredentials(deps.db, userId)
    const attempt = await deps.signInLimits.beginReauthentication(sessionKey(ctx))
    const hash = account.password_hash
    const valid = hash !== null && (await withinAttempt(attempt, () => verifyPassword(password, hash, deps.deriveKey)))
    if (!valid) throw badRequest(messages.passwordIncorrect, { [field]: messages.passwordIncorrect })
    await attempt.succeeded()
  }
