import type { Knex } from 'knex'
import { changeBookingStatus } from '../../domain/bookings/change-status'
import { findBookingView, presentBooking } from '../../db/booking-views'
import type { Handler } from '../../http/handler'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { runIdempotent } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import { ownBookingCall } from './own-booking-call'
import { knexStatusStore } from './status-store'

/** PATCH /api/bookings/:bookingId: accept, decline, complete or cancel one of the professional's bookings. */
export const updateBookingStatus: Handler<'updateBookingStatus'> = async (input) => {
  const { ctx, deps, user, body } = input
  const { db, cipher } = deps
  const { professionalId, bookingId, call } = ownBookingCall('updateBookingStatus', input)
  const record = (trx: Knex.Transaction) =>
    auditWithin(trx, deps, ctx, {
      action: 'bookingStatusChanged',
      ...selfEvent(signedIn(user)),
      target: { type: 'booking', id: bookingId },
      detail: body.status,
    })
  // Every rule runs inside the idempotent step, so a replay of an accept that was applied answers
  // its first 200 rather than 409 "cannot change from confirmed to confirmed".
  const outcome = await runIdempotent(db, call, async (trx) => {
    await changeBookingStatus(knexStatusStore(trx, cipher, record), { professionalId, bookingId, update: body })
    return { status: 200, bookingId }
  })
  return { status: outcome.status, body: presentBooking(await findBookingView(db, outcome.bookingId), cipher) }
}
