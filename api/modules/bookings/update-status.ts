import { conflict, notFound } from '../../contract/errors'
import { format, messages } from '../../contract/messages'
import { todayIn, transitionError } from '../../contract/rules'
import type { BookingStatus } from '../../contract/schemas/bookings'
import type { Handler } from '../../http/handler'
import { presentBooking } from './present'
import { changeStatus, findOwnBooking, type StatusChange } from './repo'
import { ownProfessionalId } from './signed-in'
import { isUniqueViolation } from './unique-violation'
import { findBookingView } from './views'

function illegal(from: BookingStatus, to: BookingStatus) {
  return transitionError(from, to) ?? conflict(format(messages.illegalTransition, { from, to }))
}

/** PATCH /api/bookings/:bookingId: accept, decline or complete one of the professional's bookings. */
export const updateBookingStatus: Handler<'updateBookingStatus'> = async ({ deps, user, params, body }) => {
  const { db, cipher } = deps
  const professionalId = ownProfessionalId(user)
  const booking = params.bookingId ? await findOwnBooking(db, params.bookingId, professionalId) : undefined
  if (!booking) throw notFound(messages.bookingNotFound)
  const refused = transitionError(booking.status, body.status)
  if (refused) throw refused

  const completedOn = body.status === 'completed' ? todayIn(booking.timezone) : null
  const change: StatusChange = { bookingId: booking.id, from: booking.status, to: body.status, completedOn }
  const applied = await changeStatus(db, change, new Date().toISOString()).catch((error: unknown) => {
    // bookings_one_slot: another booking already holds this date and time.
    if (isUniqueViolation(error)) throw conflict(messages.slotTaken)
    throw error
  })
  if (!applied) {
    // Someone changed it between our read and our write: judge against what it is now.
    const current = await findOwnBooking(db, booking.id, professionalId)
    throw current ? illegal(current.status, body.status) : notFound(messages.bookingNotFound)
  }
  return { body: presentBooking(await findBookingView(db, booking.id), cipher) }
}
