import { changePassword as change } from '../../domain/accounts/change-password'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { signInThisBrowser } from '../../http/browser-sign-in'
import type { Handler } from '../../http/handler'
import { checkOwnPassword } from '../../http/own-password'
import { endSessionsOf } from '../../http/session-store'
import { signedIn } from '../../http/signed-in'
import { endPushSubscriptionsOf } from '../../notifications/push-subscriptions'
import { hashPassword } from '../../security/passwords'
import { savePasswordHash } from '../../db/credentials'

/**
 * POST /api/me/password (api/domain/accounts/change-password.ts); this browser goes on under a new
 * session id with a fresh device cookie.
 */
export const changePassword: Handler<'changePassword'> = async ({ ctx, deps, user, body }) => {
  const account = signedIn(user)
  const credentialVersion = await change(
    {
      checkOwnPassword: async (id, password, field) =>
        void (await checkOwnPassword({ ctx, deps }, id, password, field)),
      hashPassword: (password) => hashPassword(password, deps.deriveKey),
      transaction: (work) =>
        deps.db.transaction((trx) =>
          work({
            savePassword: (id, hash) => savePasswordHash(trx, id, hash),
            endSessions: async (id) => {
              await endSessionsOf(trx, id)
              await endPushSubscriptionsOf(trx, id)
            },
            recordChanged: () => auditWithin(trx, deps, ctx, { action: 'passwordChanged', ...selfEvent(account) }),
          }),
        ),
    },
    { userId: account.id, currentPassword: body.currentPassword, newPassword: body.newPassword },
  )
  await signInThisBrowser(ctx, deps, { id: account.id, credentialVersion })
  return { status: 204, body: undefined }
}
