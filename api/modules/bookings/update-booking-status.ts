import type { Knex } from 'knex'
import { conflict, notFound } from '../../contract/errors'
import { format, messages } from '../../contract/messages'
import { todayIn, transitionError } from '../../contract/rules'
import type { BookingStatus } from '../../contract/schemas/bookings'
import type { Handler } from '../../http/handler'
import { isUniqueViolation } from '../../db/unique-violation'
import { runIdempotent, type Outcome } from '../../http/idempotency'
import { ownBookingCall } from './own-booking-call'
import { presentBooking } from './present'
import { changeStatus, findBookingView, findOwnBooking, type StatusChange } from './repo'

function illegal(from: BookingStatus, to: BookingStatus) {
  return transitionError(from, to) ?? conflict(format(messages.illegalTransition, { from, to }))
}

type Change = { professionalId: number; bookingId: number; to: BookingStatus }

/**
 * The change itself: every rule runs inside the idempotent step, so a replay of an accept that
 * was applied answers its first 200 rather than 409 "cannot change from confirmed to confirmed".
 */
async function applyChange(trx: Knex.Transaction, { professionalId, bookingId, to }: Change): Promise<Outcome> {
  const booking = await findOwnBooking(trx, bookingId, professionalId)
  if (!booking) throw notFound(messages.bookingNotFound)
  const refused = transitionError(booking.status, to)
  if (refused) throw refused

  const completedOn = to === 'completed' ? todayIn(booking.timezone) : null
  const change: StatusChange = { bookingId, from: booking.status, to, completedOn }
  const applied = await changeStatus(trx, change, new Date().toISOString()).catch((error: unknown) => {
    // bookings_one_slot: another booking already holds this date and time.
    if (isUniqueViolation(error)) throw conflict(messages.slotTaken)
    throw error
  })
  if (!applied) {
    // Someone changed it between our read and our write: judge against what it is now.
    const current = await findOwnBooking(trx, bookingId, professionalId)
    throw current ? illegal(current.status, to) : notFound(messages.bookingNotFound)
  }
  return { status: 200, bookingId }
}

/** PATCH /api/bookings/:bookingId: accept, decline or complete one of the professional's bookings. */
export const updateBookingStatus: Handler<'updateBookingStatus'> = async (input) => {
  const { db, cipher } = input.deps
  const { professionalId, bookingId, call } = ownBookingCall('updateBookingStatus', input)
  const outcome = await runIdempotent(db, call, (trx) =>
    applyChange(trx, { professionalId, bookingId, to: input.body.status }),
  )
  return { status: outcome.status, body: presentBooking(await findBookingView(db, outcome.bookingId), cipher) }
}
