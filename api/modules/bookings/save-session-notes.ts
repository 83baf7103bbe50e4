import type { Knex } from 'knex'
import { writeSessionNotes } from '../../domain/bookings/session-notes'
import { findBookingView, presentBooking } from '../../db/booking-views'
import type { Handler } from '../../http/handler'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { runIdempotent } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import { knexNotesStore } from './notes-store'
import { ownBookingCall } from './own-booking-call'

/** PATCH /api/me/professional/bookings/:bookingId/notes: the professional's private notes, encrypted. */
export const saveSessionNotes: Handler<'saveSessionNotes'> = async (input) => {
  const { ctx, deps, user } = input
  const { db, cipher } = deps
  const { professionalId, bookingId, call } = ownBookingCall('saveSessionNotes', input)
  const record = (trx: Knex.Transaction) =>
    auditWithin(trx, deps, ctx, {
      action: 'notesWritten',
      ...selfEvent(signedIn(user)),
      target: { type: 'booking', id: bookingId },
    })
  const outcome = await runIdempotent(db, call, async (trx) => {
    const notes = input.body.professionalNotes
    await writeSessionNotes(knexNotesStore(trx, cipher, record), { professionalId, bookingId, notes })
    return { status: 200, bookingId }
  })
  return { status: outcome.status, body: presentBooking(await findBookingView(db, outcome.bookingId), cipher) }
}
