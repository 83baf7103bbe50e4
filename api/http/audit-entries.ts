import type { Context } from 'koa'
import type { Knex } from 'knex'
import { NOTES_READ_QUIET_MINUTES } from '../contract/schemas/audit'
import type { Role } from '../contract/schemas/auth'
import { actedSince } from '../db/audit-reads'
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

/** A list carrying session notes was read: one event per reader per quiet period, however often they read it. */
export async function recordNotesRead(deps: AppDeps, ctx: Context, reader: { id: number; role: Role }): Promise<void> {
  const since = new Date(Date.now() - NOTES_READ_QUIET_MINUTES * 60_000)
  if (await actedSince(deps.db, reader.id, 'notesRead', since)) return
  await audit(deps, ctx, { action: 'notesRead', ...selfEvent(reader) })
}
