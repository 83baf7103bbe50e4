import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { findBookingView, presentBooking } from '../../db/booking-views'
import type { Handler } from '../../http/handler'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { runIdempotent } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import { ownBookingCall } from './own-booking-call'
import { clearNotes, findOwnBooking, saveNotes } from './repo'

/** PATCH /api/me/professional/bookings/:bookingId/notes: the professional's private notes, encrypted. */
export const saveSessionNotes: Handler<'saveSessionNotes'> = async (input) => {
  const { ctx, deps, user } = input
  const { db, cipher } = deps
  const { professionalId, bookingId, call } = ownBookingCall('saveSessionNotes', input)
  const { professionalNotes } = input.body
  const outcome = await runIdempotent(db, call, async (trx) => {
    if (!(await findOwnBooking(trx, bookingId, professionalId))) throw notFound(messages.bookingNotFound)
    if (professionalNotes === null || professionalNotes === '') await clearNotes(trx, bookingId)
    else {
      const encrypted = cipher.encrypt(professionalNotes, bookingId)
      await saveNotes(trx, bookingId, professionalId, encrypted, new Date().toISOString())
    }
    const target = { type: 'booking', id: bookingId } as const
    await auditWithin(trx, deps, ctx, { action: 'notesWritten', ...selfEvent(signedIn(user)), target })
    return { status: 200, bookingId }
  })
  return { status: outcome.status, body: presentBooking(await findBookingView(db, outcome.bookingId), cipher) }
}
