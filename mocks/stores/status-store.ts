import { SLOT_HOLDING_STATUSES } from '../../api/domain/bookings/transitions'
import type { BookingStatus } from '../../api/contract/schemas/bookings'
import { spanFrom, spansOverlap } from '../../api/domain/bookings/booking-clock'
import type { StatusChangeStore } from '../../api/domain/bookings/change-status'
import { recordMockAudit } from '../audit'
import { notifyMock } from '../notifications'
import { selfEvent } from '../audit-events'
import { findOwnBooking, findProfessional } from '../repo'
import { store, type BookingRow, type UserRow } from '../store'

const holdsSlot = (status: BookingStatus) => (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status)
const spanOf = (booking: BookingRow) => spanFrom(Date.parse(booking.startsAt), booking.durationMinutes)

/** A status change's storage over the in-memory store; the pipeline's lock makes it one transaction. */
export function memoryStatusStore(user: UserRow): StatusChangeStore {
  const bookingOf = (bookingId: number) => store.bookings.find((booking) => booking.id === bookingId)
  return {
    notify: async (notice) => notifyMock(notice),
    async lockForAccept() {},
    findOwnBooking: async (bookingId, professionalId) => findOwnBooking(professionalId, bookingId) ?? null,
    async overlapsHeldSession({ id }, professionalId) {
      const booking = bookingOf(id)!
      return store.bookings.some(
        (other) =>
          other.id !== id &&
          other.professionalId === professionalId &&
          holdsSlot(other.status) &&
          spansOverlap(spanOf(booking), spanOf(other)),
      )
    },
    defaultJoinInstructions: async (professionalId) =>
      findProfessional(professionalId)?.defaultJoinInstructions ?? null,
    async applyChange({ bookingId, from, to, completedOn, reason, joinInstructions }) {
      const booking = bookingOf(bookingId)
      if (!booking || booking.status !== from) return false
      booking.status = to
      booking.updatedAt = new Date().toISOString()
      if (completedOn !== null) booking.completedOn = completedOn
      if (reason !== undefined) Object.assign(booking, { reason, reasonBy: reason === null ? null : 'professional' })
      if (joinInstructions !== undefined) booking.joinInstructions = joinInstructions
      return true
    },
    async recordChange(bookingId, to) {
      recordMockAudit({
        action: 'bookingStatusChanged',
        ...selfEvent(user),
        target: { type: 'booking', id: bookingId },
        detail: to,
      })
    },
  }
}
