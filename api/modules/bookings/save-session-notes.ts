import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Handler } from '../../http/handler'
import { runIdempotent } from '../../http/idempotency'
import { ownBookingCall } from './own-booking-call'
import { presentBooking } from './present'
import { clearNotes, findBookingView, findOwnBooking, saveNotes } from './repo'

/** PATCH /api/me/professional/bookings/:bookingId/notes: the professional's private notes, encrypted. */
export const saveSessionNotes: Handler<'saveSessionNotes'> = async (input) => {
  const { db, cipher } = input.deps
  const { professionalId, bookingId, call } = ownBookingCall('saveSessionNotes', input)
  const { professionalNotes } = input.body
  const outcome = await runIdempotent(db, call, async (trx) => {
    if (!(await findOwnBooking(trx, bookingId, professionalId))) throw notFound(messages.bookingNotFound)
    if (professionalNotes === null || professionalNotes === '') await clearNotes(trx, bookingId)
    else {
      const encrypted = cipher.encrypt(professionalNotes, bookingId)
      await saveNotes(trx, bookingId, professionalId, encrypted, new Date().toISOString())
    }
    return { status: 200, bookingId }
  })
  return { status: outcome.status, body: presentBooking(await findBookingView(db, outcome.bookingId), cipher) }
}
