import type { BookingRequestStore } from '../../api/domain/bookings/request-booking'
import { availabilityOf, heldSessions } from '../availability'
import { findProfessional, sessionMinutesOf } from '../repo'
import { insert, store } from '../store'
import { isListed } from '../verifications'
import { notifyMock } from '../notifications'

/** A booking request's storage over the in-memory store; the pipeline's lock makes it one transaction. */
export const memoryRequestStore: BookingRequestStore = {
  notify: async (notice) => notifyMock(notice),
  async professionalBookable(professionalId) {
    const professional = findProfessional(professionalId)
    return !!professional && isListed(professional)
  },
  availabilityOf: async (professionalId) => availabilityOf(professionalId),
  heldSessions: async (professionalId) => heldSessions(professionalId),
  async lockClient() {},
  async pendingCounts(userId, professionalId) {
    const pending = store.bookings.filter((booking) => booking.userId === userId && booking.status === 'pending')
    const withProfessional = pending.filter((booking) => booking.professionalId === professionalId).length
    return { inAll: pending.length, withProfessional }
  },
  sessionMinutes: async (professionalId) => sessionMinutesOf(professionalId),
  async insertBooking({ span, ...booking }) {
    const now = new Date().toISOString()
    return insert('bookings', {
      professionalId: booking.professionalId,
      userId: booking.userId,
      sessionType: booking.sessionType,
      sessionDate: booking.sessionDate,
      sessionTime: booking.sessionTime,
      timezone: booking.timezone,
      startsAt: new Date(span.start).toISOString(),
      durationMinutes: (span.end - span.start) / 60_000,
      status: 'pending',
      notes: booking.notes,
      reason: null,
      reasonBy: null,
      joinInstructions: null,
      createdAt: now,
      updatedAt: now,
      completedOn: null,
    }).id
  },
}
