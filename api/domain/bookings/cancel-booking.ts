import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { BookingStatus } from '../../contract/schemas/bookings'
import { clientCancelError, type Cancellable } from './cancellation'
import type { BookingNotice } from '../notifications/outbox'

/**
 * The storage a person's cancel needs, inside one transaction of the caller's: the server's over
 * Knex (api/modules/client-bookings/cancel-store.ts), the mocks' over their arrays.
 */
export type CancelStore = {
  /** One of the person's bookings as a cancel is judged on it, or null when unknown or someone else's. */
  findCancellable(bookingId: number, userId: number): Promise<Cancellable | null>
  /** Cancels only if the status is still `from`, the reason (plain here) as the person's words; false when someone changed it first. */
  cancel(bookingId: number, from: BookingStatus, reason: string | null): Promise<boolean>
  /** Appends the cancel to the audit trail, in the same transaction. */
  recordCancel(bookingId: number): Promise<void>
  /** Writes the messages an event makes into the outbox, in the same transaction. */
  notify(notice: BookingNotice): Promise<void>
}

/**
 * The person cancels their request, or their confirmed session before the professional's notice
 * (docs/product.md#6-bookings). Throws 404 for a booking not theirs, else the cancel rule's
 * refusal; a change by the professional between the read and the write is judged again.
 */
export async function cancelOwnBooking(
  store: CancelStore,
  { userId, bookingId, reason, now }: { userId: number; bookingId: number; reason?: string | null; now?: Date },
): Promise<void> {
  for (;;) {
    const booking = await store.findCancellable(bookingId, userId)
    if (!booking) throw notFound(messages.bookingNotFound)
    const refused = clientCancelError(booking, now)
    if (refused) throw refused
    // A blank reason is no reason.
    if (await store.cancel(bookingId, booking.status, reason || null)) break
  }
  await store.recordCancel(bookingId)
  await store.notify({ event: 'clientCancelled', bookingId, to: 'professional' })
}
