import { auditWithin, selfEvent } from '../../http/audit-entries'
import { rememberDevice } from '../../http/device-cookie'
import type { Handler } from '../../http/handler'
import { checkOwnPassword } from '../../http/own-password'
import { signIn } from '../../http/session'
import { endSessionsOf } from '../../http/session-store'
import { signedIn } from '../../http/signed-in'
import { hashPassword } from '../../security/passwords'
import { savePasswordHash } from './repo'

/**
 * POST /api/me/password: with the current password, a new one. The password's version goes up, so
 * every other session ends (those of sign-ins still in flight too) and every device cookie made
 * before is void; this browser goes on under a new session id with a fresh device cookie.
 */
export const changePassword: Handler<'changePassword'> = async ({ ctx, deps, user, body }) => {
  const account = signedIn(user)
  await checkOwnPassword({ ctx, deps }, account.id, body.currentPassword, 'currentPassword')
  const passwordHash = await hashPassword(body.newPassword, deps.deriveKey)
  const credentialVersion = await deps.db.transaction(async (trx) => {
    const version = await savePasswordHash(trx, account.id, passwordHash)
    await endSessionsOf(trx, account.id)
    await auditWithin(trx, deps, ctx, { action: 'passwordChanged', ...selfEvent(account) })
    return version
  })
  const signedInAs = { id: account.id, credentialVersion }
  rememberDevice(ctx, signedInAs, deps.config.secureCookies)
  await signIn(ctx, signedInAs)
  return { status: 204, body: undefined }
}
