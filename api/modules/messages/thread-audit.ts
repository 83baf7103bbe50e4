import type { Context } from 'koa'
import type { Knex } from 'knex'
import type { ThreadStore } from '../../domain/messages/thread'
import { audit } from '../../http/audit'
import type { AppDeps, SessionUser } from '../../http/handler'
import { knexThreadStore } from './thread-store'

/**
 * The thread store of one request: its audit entries (a report, its handling, a closing) name the signed-in
 * person as actor and subject, the booking as target, and are written in the store's transaction.
 */
export function threadStoreOf(db: Knex, deps: AppDeps, ctx: Context, actor: SessionUser): ThreadStore {
  return knexThreadStore(db, deps.cipher, (trx, action, actorId, bookingId) =>
    audit({ ...deps, db: trx }, ctx, {
      action,
      actor: { id: actorId, role: actor.role },
      subjectId: actorId,
      target: { type: 'booking', id: bookingId },
    }),
  )
}
