import type { Knex } from 'knex'
import { clientCancelError, type Cancellable } from '../../domain/bookings/cancellation'
import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { presentClientBooking, type ClientBookingRow } from '../../db/client-booking-views'
import type { Handler } from '../../http/handler'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { runIdempotent, type Outcome } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import type { Cipher } from '../../security/cipher'
import { cancelBooking, findClientBooking } from './repo'

type Cancel = {
  userId: number
  bookingId: number
  reason: string | null | undefined
  cipher: Cipher
  /** Records the cancel in the audit trail, inside its transaction. */
  record: (trx: Knex.Transaction) => Promise<void>
}

const cancellable = (row: ClientBookingRow): Cancellable => ({
  status: row.status,
  startsAt: new Date(row.starts_at),
  timezone: row.timezone,
  noticeHours: Number(row.cancellation_notice_hours ?? 0),
})

/** The cancel itself, judged inside the idempotent step, so a replay answers its first 200. */
async function applyCancel(trx: Knex.Transaction, cancel: Cancel): Promise<Outcome> {
  const { userId, bookingId, reason, cipher } = cancel
  const booking = await findClientBooking(trx, bookingId, userId)
  if (!booking) throw notFound(messages.bookingNotFound)
  const refused = clientCancelError(cancellable(booking))
  if (refused) throw refused
  // A blank reason is no reason.
  const reasonEncrypted = reason ? cipher.encrypt(reason, bookingId) : null
  const applied = await cancelBooking(
    trx,
    { bookingId, from: booking.status, reasonEncrypted },
    new Date().toISOString(),
  )
  // The professional changed it between our read and our write: judge it again as it is now.
  if (!applied) return applyCancel(trx, cancel)
  await cancel.record(trx)
  return { status: 200, bookingId }
}

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
  const outcome = await runIdempotent(db, call, (trx) =>
    applyCancel(trx, { userId, bookingId, reason: body.reason, cipher, record }),
  )
  const row = await findClientBooking(db, outcome.bookingId, userId)
  if (!row) throw notFound(messages.bookingNotFound)
  return { status: outcome.status, body: presentClientBooking(row, cipher) }
}
