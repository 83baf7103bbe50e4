import type { ExportPorts } from '../api/domain/accounts/export-data'
import { recordMockAudit } from './audit'
import { actedSince, eventsAbout, selfEvent } from './audit-events'
import { availabilityOf } from './availability'
import { presentAccount, presentBooking, presentOwnProfessional, presentUser } from './present'
import { presentClientBooking } from './present-client-booking'
import { soonestFirst } from '../api/domain/bookings/booking-filters'
import { findProfessional, newestRequestFirst } from './repo'
import { store, type UserRow } from './store'
import { presentVerification } from './verifications'

/** The data export's reads over the mocks' arrays (api/domain/accounts/export-data.ts). */
export function mockExportPorts(user: UserRow): ExportPorts {
  return {
    account: async () => ({
      ...presentUser(user),
      ...presentAccount(user),
      createdAt: user.createdAt,
    }),
    professionalBookings: async (id) =>
      store.bookings
        .filter((row) => row.professionalId === id)
        .sort(soonestFirst)
        .map(presentBooking),
    clientBookings: async (id, at) =>
      store.bookings
        .filter((row) => row.userId === id)
        .sort(newestRequestFirst)
        .map((row) => presentClientBooking(row, at)),
    professional: async (id) => ({
      profile: presentOwnProfessional(findProfessional(id)!),
      availability: availabilityOf(id),
      verification: presentVerification(id),
    }),
    auditEvents: async (id) => eventsAbout(id),
    ownMessages: async (id) =>
      store.messages
        .filter((row) => row.senderId === id)
        .map(({ bookingId, text, sentAt }) => ({ bookingId, text, sentAt })),
    exportRecordedAfter: async (id, since) => actedSince(id, 'dataExported', since),
    recordExported: async () => recordMockAudit({ action: 'dataExported', ...selfEvent(user) }),
  }
}
