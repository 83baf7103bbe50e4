import { exportData as exportWith } from '../api/domain/accounts/export-data'
import type { DataExport } from '../api/contract/schemas/account'
import { recordMockAudit } from './audit'
import { eventsAbout, selfEvent } from './audit-events'
import { availabilityOf } from './availability'
import { presentAccount, presentBooking, presentOwnProfessional, presentUser } from './present'
import { presentClientBooking } from './present-client-booking'
import { soonestFirst } from '../api/domain/bookings/booking-filters'
import { findProfessional, newestRequestFirst, professionalOfUser } from './repo'
import { store, type UserRow } from './store'
import { presentVerification } from './verifications'

/** GET /api/me/export over the mocks' arrays (api/domain/accounts/export-data.ts). */
export function exportData(user: UserRow, now: Date = new Date()): Promise<DataExport> {
  const professionalId = user.role === 'professional' ? (professionalOfUser(user.id)?.id ?? null) : null
  return exportWith(
    {
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
      recordExported: async () => recordMockAudit({ action: 'dataExported', ...selfEvent(user) }, now),
    },
    { person: { id: user.id, role: user.role, professionalId }, now },
  )
}
