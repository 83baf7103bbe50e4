import { requestBooking } from '../../domain/bookings/request-booking'
import { findBookingView, presentBookingCreated } from '../../db/booking-views'
import type { Handler } from '../../http/handler'
import { runIdempotent } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import { knexRequestStore } from './request-store'

/** POST /api/bookings: a user asks a professional for a session; it starts pending, within the pending limits. */
export const createBooking: Handler<'createBooking'> = async ({ deps, user, body, idempotencyKey }) => {
  const { db, cipher } = deps
  const client = signedIn(user)
  const secret = deps.config.notesEncryptionKey
  const call = { route: 'createBooking', userId: client.id, key: idempotencyKey, params: {}, body, secret } as const
  // Checks run inside the write so that a replay delivered on a later day still gets its first answer.
  const outcome = await runIdempotent(db, call, async (trx) => {
    const request = { clientId: client.id, body, limits: deps.config.limits }
    return { status: 201, bookingId: await requestBooking(knexRequestStore(trx, cipher), request) }
  })
  const row = await findBookingView(db, outcome.bookingId)
  return { status: outcome.status, body: presentBookingCreated(row, cipher) }
}
