import type { Knex } from 'knex'
import { eraseAccount } from '../../domain/accounts/account-deletion'
import { usernameKey } from '../../domain/accounts/usernames'
import type { Handler } from '../../http/handler'
import { flushErasedPages } from '../../db/erased-pages'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { checkOwnPassword } from '../../http/own-password'
import { signOut } from '../../http/session'
import { signedIn } from '../../http/signed-in'
import { knexErasureStore } from './erasure-store'
import { findAccount } from '../account'
import { forgetCodeCounters } from '../../domain/accounts/phone-codes'

/** DELETE /api/me: with the password once more, the account and what it wrote are erased at once. */
export const deleteAccount: Handler<'deleteAccount'> = async ({ ctx, deps, user, body }) => {
  const account = signedIn(user)
  const credentials = await checkOwnPassword({ ctx, deps }, account.id, body.password, 'password')
  const { phone } = await findAccount(deps.db, account.id)
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
  await deps.db.transaction((trx) =>
    eraseAccount(knexErasureStore(trx, deps.cipher, record), { account, now: new Date() }),
  )
  await deps.signInLimits.forgetUsername(usernameKey(credentials.username))
  await forgetCodeCounters(deps.counters, usernameKey(credentials.username), phone)
  await flushErasedPages(deps.db)
  signOut(ctx)
  return { status: 204, body: undefined }
}
