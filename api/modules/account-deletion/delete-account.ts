import type { Context } from 'koa'
import type { Knex } from 'knex'
import { deletedUsername, deletionCancelReason, sideOf } from '../../domain/accounts/account-deletion'
import { usernameKey } from '../../domain/accounts/usernames'
import type { AppDeps, Handler, SessionUser } from '../../http/handler'
import { flushErasedPages } from '../../db/erased-pages'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { checkOwnPassword } from '../../http/own-password'
import { signOut } from '../../http/session'
import { signedIn } from '../../http/signed-in'
import {
  bookingsToCancel,
  cancelForDeletion,
  emptyProfile,
  eraseWords,
  forgetAccountState,
  lockAccount,
  professionalIdOf,
  tombstoneAccount,
  type Side,
} from './repo'

type Deletion = { ctx: Context; deps: AppDeps; account: SessionUser; now: Date }

/** Everything the deletion changes, in one transaction (docs/product.md#15-trust). */
async function erase(trx: Knex.Transaction, { ctx, deps, account, now }: Deletion): Promise<void> {
  await lockAccount(trx, account.id)
  const professionalId = account.role === 'professional' ? await professionalIdOf(trx, account.id) : null
  const side: Side =
    professionalId === null ? { side: 'client', userId: account.id } : { side: 'professional', professionalId }
  await eraseWords(trx, side)
  const reason = deletionCancelReason(sideOf(account.role))
  for (const bookingId of await bookingsToCancel(trx, side, now)) {
    await cancelForDeletion(trx, bookingId, deps.cipher.encrypt(reason, bookingId), now)
    const target = { type: 'booking', id: bookingId } as const
    await auditWithin(trx, deps, ctx, {
      action: 'bookingStatusChanged',
      ...selfEvent(account),
      target,
      detail: 'cancelled',
    })
  }
  const tombstone = deletedUsername(account.id)
  if (professionalId !== null) await emptyProfile(trx, professionalId, tombstone)
  await forgetAccountState(trx, account.id)
  await tombstoneAccount(trx, account.id, tombstone, now)
  await auditWithin(trx, deps, ctx, { action: 'accountDeleted', ...selfEvent(account) })
}

/** DELETE /api/me: with the password once more, the account and what it wrote are erased at once. */
export const deleteAccount: Handler<'deleteAccount'> = async ({ ctx, deps, user, body }) => {
  const account = signedIn(user)
  const credentials = await checkOwnPassword({ ctx, deps }, account.id, body.password, 'password')
  await deps.db.transaction((trx) => erase(trx, { ctx, deps, account, now: new Date() }))
  await deps.signInLimits.forgetUsername(usernameKey(credentials.username))
  await flushErasedPages(deps.db)
  signOut(ctx)
  return { status: 204, body: undefined }
}
