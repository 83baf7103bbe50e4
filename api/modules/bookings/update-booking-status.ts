import type { Knex } from 'knex'
import { notStartedError } from '../../domain/bookings/booking-clock'
import { conflict, notFound } from '../../contract/errors'
import { format, messages } from '../../contract/messages'
import { todayIn, transitionError } from '../../contract/rules'
import type { BookingStatus, BookingStatusUpdate } from '../../contract/schemas/bookings'
import { findBookingView, presentBooking } from '../../db/booking-views'
import type { Handler } from '../../http/handler'
import { isExclusionViolation } from '../../db/exclusion-violation'
import { auditWithin, selfEvent } from '../../http/audit-entries'
import { runIdempotent, type Outcome } from '../../http/idempotency'
import { signedIn } from '../../http/signed-in'
import type { Cipher } from '../../security/cipher'
import { ownBookingCall } from './own-booking-call'
import {
  changeStatus,
  defaultJoinInstructions,
  findOwnBooking,
  lockProfessionalForAccept,
  overlapsHeldBooking,
  type BookingStateRow,
  type StatusChange,
} from './repo'

function illegal(from: BookingStatus, to: BookingStatus) {
  return transitionError(from, to) ?? conflict(format(messages.illegalTransition, { from, to }))
}

type Change = {
  professionalId: number
  bookingId: number
  update: BookingStatusUpdate
  cipher: Cipher
  /** Records the change in the audit trail, inside its transaction. */
  record: (trx: Knex.Transaction) => Promise<void>
}

/** What the change writes besides the status: the reason on a decline or cancel, how to join on an accept. */
async function sideTexts(
  trx: Knex.Transaction,
  { professionalId, bookingId, update, cipher }: Change,
): Promise<Pick<StatusChange, 'reasonEncrypted' | 'joinInstructionsEncrypted'>> {
  const seal = (text: string | null | undefined) => (text ? cipher.encrypt(text, bookingId) : null)
  if (update.status === 'declined' || update.status === 'cancelled') return { reasonEncrypted: seal(update.reason) }
  if (update.status === 'confirmed') {
    const given = update.joinInstructions || (await defaultJoinInstructions(trx, professionalId))
    return { joinInstructionsEncrypted: seal(given) }
  }
  return {}
}

/** Rules that depend on time: a session is complete from its start on; held sessions never overlap. */
async function timeRuleError(trx: Knex.Transaction, booking: BookingStateRow, change: Change) {
  if (change.update.status === 'completed') return notStartedError(new Date(booking.starts_at), booking.timezone)
  const overlaps =
    change.update.status === 'confirmed' && (await overlapsHeldBooking(trx, booking, change.professionalId))
  return overlaps ? conflict(messages.slotTaken) : null
}

/**
 * The change itself: every rule runs inside the idempotent step, so a replay of an accept that
 * was applied answers its first 200 rather than 409 "cannot change from confirmed to confirmed".
 */
async function applyChange(trx: Knex.Transaction, change: Change): Promise<Outcome> {
  const { professionalId, bookingId, update } = change
  const to = update.status
  if (to === 'confirmed') await lockProfessionalForAccept(trx, professionalId)
  const booking = await findOwnBooking(trx, bookingId, professionalId)
  if (!booking) throw notFound(messages.bookingNotFound)
  const refused = transitionError(booking.status, to) ?? (await timeRuleError(trx, booking, change))
  if (refused) throw refused

  const completedOn = to === 'completed' ? todayIn(booking.timezone) : null
  const statusChange: StatusChange = {
    bookingId,
    from: booking.status,
    to,
    completedOn,
    ...(await sideTexts(trx, change)),
  }
  const applied = await changeStatus(trx, statusChange, new Date().toISOString()).catch((error: unknown) => {
    // bookings_no_overlap: a held session written around the lock (another process's migration, a script).
    if (isExclusionViolation(error)) throw conflict(messages.slotTaken)
    throw error
  })
  if (!applied) {
    // Someone changed it between our read and our write: judge against what it is now.
    const current = await findOwnBooking(trx, bookingId, professionalId)
    throw current ? illegal(current.status, to) : notFound(messages.bookingNotFound)
  }
  await change.record(trx)
  return { status: 200, bookingId }
}

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
  const outcome = await runIdempotent(db, call, (trx) =>
    applyChange(trx, { professionalId, bookingId, update: body, cipher, record }),
  )
  return { status: outcome.status, body: presentBooking(await findBookingView(db, outcome.bookingId), cipher) }
}
