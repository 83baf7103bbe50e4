import type { Context } from 'koa'
import type { Knex } from 'knex'
import type { OwnDeletionPorts } from '../../domain/accounts/delete-own-account'
import type { AppDeps, SessionUser } from '../../http/handler'
import { flushErasedPages } from '../../db/erased-pages'
import { findCredentials } from '../../db/credentials'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { ownPasswordCheck } from '../../http/own-password'
import { signOut } from '../../http/session'
import { knexErasureStore } from './erasure-store'

/** DELETE /api/me's ports (api/domain/accounts/delete-own-account.ts) over the database and this request's session. */
export function ownDeletionPorts(ctx: Context, deps: AppDeps, account: SessionUser): OwnDeletionPorts {
  const record = {
    cancelled: (trx: Knex.Transaction, bookingId: number) =>
      auditWithin(trx, deps, ctx, {
        action: 'bookingStatusChanged',
        ...selfEvent(account),
        target: { type: 'booking', id: bookingId },
        detail: 'cancelled',
      }),
    deleted: (trx: Knex.Transaction) =>
      auditWithin(trx, deps, ctx, { action: 'accountDeleted', ...selfEvent(account) }),
  }
  return {
    checkOwnPassword: ownPasswordCheck(ctx, deps),
    async countedAs(userId) {
      const { username } = await findCredentials(deps.db, userId)
      return { username }
    },
    transaction: (work) => deps.db.transaction((trx) => work(knexErasureStore(trx, deps.cipher, record))),
    signInLimits: deps.signInLimits,
    counters: deps.counters,
    flushErased: () => flushErasedPages(deps.db),
    endSession: () => signOut(ctx),
  }
}
