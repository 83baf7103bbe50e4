import type { Context } from 'koa'
import type { Language } from '../../contract/schemas/language'
import type { Role } from '../../contract/schemas/auth'
import type { PasswordResetPorts } from '../../domain/accounts/password-reset'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import type { AppDeps } from '../../http/handler'
import { endSessionsOf } from '../../http/session-store'
import { endPushSubscriptionsOf } from '../../notifications/push-subscriptions'
import { hashPassword } from '../../security/passwords'
import { findAccount as findSignInAccount } from '../auth'
import { savePasswordHash } from '../../db/credentials'
import { codePorts } from './code-ports'

/**
 * Every answer to POST /api/password-reset leaves no sooner than this after the request came in:
 * a send writes two rows (tens of milliseconds on a busy disk), a name without a phone writes none.
 */
export const RESET_ANSWER_MS = 250

type ResetColumns = { phone: string | null; phone_verified: boolean | number; language: string; role: Role }

export function passwordResetPorts(deps: AppDeps, ctx: Context): PasswordResetPorts<string> {
  return {
    ...codePorts(deps),
    async findAccount(username) {
      const found = await findSignInAccount(deps.db, username)
      if (!found) return null
      const row = await deps
        .db('users')
        .where({ id: found.id })
        .first<ResetColumns>('phone', 'phone_verified', 'language', 'role')
      return {
        id: Number(found.id),
        phone: row.phone,
        phoneVerified: Boolean(row.phone_verified),
        language: row.language as Language,
      }
    },
    settle: (startedAt) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, +startedAt + RESET_ANSWER_MS - Date.now()))),
    hashPassword: (password) => hashPassword(password, deps.deriveKey),
    transaction: (work) =>
      deps.db.transaction((trx) =>
        work({
          savePassword: (userId, hash) => savePasswordHash(trx, userId, hash),
          async endSignIns(userId) {
            await endSessionsOf(trx, userId)
            await endPushSubscriptionsOf(trx, userId)
          },
          async recordReset(userId) {
            const { role } = await trx('users').where({ id: userId }).first<{ role: Role }>('role')
            await auditWithin(trx, deps, ctx, { action: 'passwordReset', ...selfEvent({ id: userId, role }) })
          },
        }),
      ),
  }
}
