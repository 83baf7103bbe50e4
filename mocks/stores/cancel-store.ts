import type { CancelStore } from '../../api/domain/bookings/cancel-booking'
import { recordMockAudit } from '../audit'
import { notifyMock } from '../notifications'
import { selfEvent } from '../audit-events'
import { cancellableOf } from '../present-client-booking'
import { store, type UserRow } from '../store'

/** A person's cancel over the in-memory store; the pipeline's lock makes it one transaction. */
export function memoryCancelStore(user: UserRow): CancelStore {
  const ownBooking = (bookingId: number, userId: number) =>
    store.bookings.find((booking) => booking.id === bookingId && booking.userId === userId)
  return {
    notify: async (notice) => notifyMock(notice),
    async findCancellable(bookingId, userId) {
      const booking = ownBooking(bookingId, userId)
      return booking ? cancellableOf(booking) : null
    },
    async cancel(bookingId, from, reason) {
      const booking = ownBooking(bookingId, user.id)
      if (!booking || booking.status !== from) return false
      Object.assign(booking, {
        status: 'cancelled',
        reason,
        reasonBy: reason === null ? null : 'client',
        updatedAt: new Date().toISOString(),
      })
      return true
    },
    async recordCancel(bookingId) {
      recordMockAudit({
        action: 'bookingStatusChanged',
        ...selfEvent(user),
        target: { type: 'booking', id: bookingId },
        detail: 'cancelled',
      })
    },
  }
}
