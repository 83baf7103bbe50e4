import { auditWithin, selfEvent } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { checkOwnPassword } from '../../http/own-password'
import { signIn } from '../../http/session'
import { endSessionsOf } from '../../http/session-store'
import { signedIn } from '../../http/signed-in'
import { hashPassword } from '../../security/passwords'
import { savePasswordHash } from './repo'

/**
 * POST /api/me/password: with the current password, a new one; every session of the account ends
 * and this browser goes on under a new session id.
 */
export const changePassword: Handler<'changePassword'> = async ({ ctx, deps, user, body }) => {
  const account = signedIn(user)
  await checkOwnPassword({ ctx, deps }, account.id, body.currentPassword, 'currentPassword')
  const passwordHash = await hashPassword(body.newPassword, deps.deriveKey)
  await deps.db.transaction(async (trx) => {
    await savePasswordHash(trx, account.id, passwordHash)
    await endSessionsOf(trx, account.id)
    await auditWithin(trx, deps, ctx, { action: 'passwordChanged', ...selfEvent(account) })
  })
  await signIn(ctx, account.id)
  return { status: 204, body: undefined }
}
