import { requestedStartError, spanFrom } from '../../domain/bookings/booking-clock'
import { isStoredId } from '../../contract/ids'
import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { pendingLimitError } from '../../domain/bookings/pending-requests'
import { DEFAULT_TIMEZONE } from '../../contract/schemas/bookings'
import { instantOf } from '../../contract/time'
import { findBookingView, presentBookingCreated } from '../../db/booking-views'
import type { Handler } from '../../http/handler'
import { runIdempotent } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import { checkWithinHours } from './outside-hours'
import {
  countPendingRequests,
  insertBooking,
  lockUserForBooking,
  professionalBookable,
  sessionMinutesOf,
  setBookingNote,
} from './repo'

/** POST /api/bookings: a user asks a professional for a session; it starts pending, within the pending limits. */
export const createBooking: Handler<'createBooking'> = async ({ deps, user, body, idempotencyKey }) => {
  const { db, cipher } = deps
  const client = signedIn(user)
  const timezone = body.timezone ?? DEFAULT_TIMEZONE
  const secret = deps.config.notesEncryptionKey
  const call = { route: 'createBooking', userId: client.id, key: idempotencyKey, params: {}, body, secret } as const
  // Checks run inside the write so that a replay delivered on a later day still gets its first answer.
  const outcome = await runIdempotent(db, call, async (trx) => {
    const start = +instantOf(body.sessionDate, body.sessionTime, timezone)
    const wrongStart = requestedStartError(body.sessionDate, start, timezone, deps.config.limits.bookingHorizonDays)
    if (wrongStart) throw wrongStart
    if (!isStoredId(body.professionalId) || !(await professionalBookable(trx, body.professionalId)))
      throw notFound(messages.professionalNotFound)
    const requested = { start: new Date(start), sessionDate: body.sessionDate, timezone }
    await checkWithinHours(trx, body.professionalId, requested)
    await lockUserForBooking(trx, client.id)
    const tooMany = pendingLimitError(
      await countPendingRequests(trx, client.id, body.professionalId),
      deps.config.limits,
    )
    if (tooMany) throw tooMany
    const span = spanFrom(start, await sessionMinutesOf(trx, body.professionalId))
    const bookingId = await insertBooking(trx, { ...body, userId: client.id, timezone, span }, new Date().toISOString())
    if (body.notes) await setBookingNote(trx, bookingId, cipher.encrypt(body.notes, bookingId))
    return { status: 201, bookingId }
  })
  const row = await findBookingView(db, outcome.bookingId)
  return { status: outcome.status, body: presentBookingCreated(row, cipher) }
}
