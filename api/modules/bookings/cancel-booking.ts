import type { Knex } from 'knex'
import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { cancelOwnBooking } from '../../domain/bookings/cancel-booking'
import { presentClientBooking } from '../../db/client-booking-views'
import type { Handler } from '../../http/handler'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { runIdempotent } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import { knexCancelStore } from './cancel-store'
import { findClientBooking } from './client-repo'

/** PATCH /api/me/bookings/:bookingId: the person cancels their request or confirmed session. */
export const cancelMyBooking: Handler<'cancelMyBooking'> = async ({
  ctx,
  deps,
  user,
  params,
  body,
  idempotencyKey,
}) => {
  const { db, cipher } = deps
  const caller = signedIn(user)
  const userId = caller.id
  const { bookingId } = params
  if (!bookingId) throw notFound(messages.bookingNotFound)
  const call = {
    route: 'cancelMyBooking',
    userId,
    key: idempotencyKey,
    params,
    body,
    secret: deps.config.notesEncryptionKey,
  } as const
  const record = (trx: Knex.Transaction) =>
    auditWithin(trx, deps, ctx, {
      action: 'bookingStatusChanged',
      ...selfEvent(caller),
      target: { type: 'booking', id: bookingId },
      detail: 'cancelled',
    })
  // Judged inside the idempotent step, so a replay answers its first 200.
  const outcome = await runIdempotent(db, call, async (trx) => {
    await cancelOwnBooking(knexCancelStore(trx, cipher, record), { userId, bookingId, reason: body.reason })
    return { status: 200, bookingId }
  })
  const row = await findClientBooking(db, outcome.bookingId, userId)
  if (!row) throw notFound(messages.bookingNotFound)
  return { status: outcome.status, body: presentClientBooking(row, cipher) }
}
