import { conflict, notFound } from '../../contract/errors'
import { format, messages } from '../../contract/messages'
import { todayIn } from '../../contract/time'
import { transitionError } from './transitions'
import type { BookingStatus, BookingStatusUpdate, Timezone } from '../../contract/schemas/bookings'
import { notStartedError } from './booking-clock'
import { statusNotice, type BookingNotice } from '../notifications/outbox'

/** What a status change is judged on: the booking as it is now. */
export type BookingState = { id: number; status: BookingStatus; timezone: Timezone; startsAt: Date | string }

/** What a status change writes; the texts are plain here and sealed by the store that keeps them. */
export type StatusChange = {
  bookingId: number
  from: BookingStatus
  to: BookingStatus
  completedOn: string | null
  /** Set only when the change carries one (declined or cancelled): the professional's words. */
  reason?: string | null
  /** Set only on an accept. */
  joinInstructions?: string | null
}

/**
 * The storage a professional's status change needs, inside one transaction of the caller's: the
 * server's over Knex (api/modules/bookings/status-store.ts), the mocks' over their arrays.
 */
export type StatusChangeStore = {
  /** Makes accepts of one professional take turns, so two overlapping sessions cannot both be held. */
  lockForAccept(professionalId: number): Promise<void>
  findOwnBooking(bookingId: number, professionalId: number): Promise<BookingState | null>
  /** Whether another confirmed or completed session of the professional shares a moment with this one. */
  overlapsHeldSession(booking: BookingState, professionalId: number): Promise<boolean>
  defaultJoinInstructions(professionalId: number): Promise<string | null>
  /** Writes the change only if the booking is still `from`; false when someone changed it first. */
  applyChange(change: StatusChange): Promise<boolean>
  /** Appends the change to the audit trail, in the same transaction. */
  recordChange(bookingId: number, to: BookingStatus): Promise<void>
  /** Writes the messages an event makes into the outbox, in the same transaction. */
  notify(notice: BookingNotice): Promise<void>
}

type Request = { professionalId: number; bookingId: number; update: BookingStatusUpdate; now?: Date }

/** Rules that depend on time: a session is complete from its start on; held sessions never overlap. */
async function timeRuleError(
  store: StatusChangeStore,
  booking: BookingState,
  { professionalId, update, now }: Request,
) {
  if (update.status === 'completed') return notStartedError(new Date(booking.startsAt), booking.timezone, now)
  const overlaps = update.status === 'confirmed' && (await store.overlapsHeldSession(booking, professionalId))
  return overlaps ? conflict(messages.slotTaken) : null
}

/** What the change writes besides the status: the reason on a decline or cancel, how to join on an accept. */
async function sideTexts(store: StatusChangeStore, { professionalId, update }: Request) {
  if (update.status === 'declined' || update.status === 'cancelled') return { reason: update.reason || null }
  if (update.status === 'confirmed') {
    return {
      joinInstructions: update.joinInstructions || (await store.defaultJoinInstructions(professionalId)) || null,
    }
  }
  return {}
}

/**
 * Accept, decline, complete or cancel one of the professional's bookings (docs/product.md#6-bookings).
 * Throws the ApiError of the first rule it breaks: not theirs (404), no such move (409), not
 * started (409), a held session at that moment (409); and when someone changed it between the read
 * and the write, the move judged against what it is now.
 */
export async function changeBookingStatus(store: StatusChangeStore, request: Request): Promise<void> {
  const { professionalId, bookingId, update } = request
  const to = update.status
  if (to === 'confirmed') await store.lockForAccept(professionalId)
  const booking = await store.findOwnBooking(bookingId, professionalId)
  if (!booking) throw notFound(messages.bookingNotFound)
  const refused = transitionError(booking.status, to) ?? (await timeRuleError(store, booking, request))
  if (refused) throw refused
  const completedOn = to === 'completed' ? todayIn(booking.timezone, request.now) : null
  const applied = await store.applyChange({
    bookingId,
    from: booking.status,
    to,
    completedOn,
    ...(await sideTexts(store, request)),
  })
  if (!applied) {
    const current = await store.findOwnBooking(bookingId, professionalId)
    if (!current) throw notFound(messages.bookingNotFound)
    throw (
      transitionError(current.status, to) ?? conflict(format(messages.illegalTransition, { from: current.status, to }))
    )
  }
  await store.recordChange(bookingId, to)
  const notice = statusNotice(to, bookingId)
  if (notice) await store.notify(notice)
}
