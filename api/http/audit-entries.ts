import type { Context } from 'koa'
import type { Knex } from 'knex'
import type { Role } from '../contract/schemas/auth'
import { audit, type AuditEntry } from './audit'
import type { AppDeps } from './handler'

/** An event the account caused itself: it is both the actor and the subject whose owner sees it. */
export function selfEvent(account: { id: number; role: Role }) {
  return { actor: { id: account.id, role: account.role }, subjectId: account.id }
}

/**
 * Records the event in the transaction that makes the change, so it is there exactly when the
 * change is (a replayed idempotent request records nothing again).
 */
export function auditWithin(trx: Knex.Transaction, deps: AppDeps, ctx: Context, entry: AuditEntry): Promise<void> {
  return audit({ ...deps, db: trx }, ctx, entry)
}
