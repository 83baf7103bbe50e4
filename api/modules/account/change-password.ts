import type { Context } from 'koa'
import type { PasswordPorts } from '../../domain/accounts/change-password'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import type { AppDeps } from '../../http/handler'
import { ownPasswordCheck } from '../../http/own-password'
import { endSessionsOf } from '../../http/session-store'
import { endPushSubscriptionsOf } from '../../notifications/push-subscriptions'
import type { Role } from '../../contract/schemas/auth'
import { hashPassword } from '../../security/passwords'
import { savePasswordHash } from '../../db/credentials'
import { codeStore } from '../phone-codes'

/** A password change's ports (api/domain/accounts/change-password.ts) over the database and this request's session. */
export function passwordPorts(ctx: Context, deps: AppDeps, account: { id: number; role: Role }): PasswordPorts<string> {
  return {
    checkOwnPassword: ownPasswordCheck(ctx, deps),
    codes: codeStore(deps.db, deps.cipher),
    now: () => new Date(),
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
  }
}
