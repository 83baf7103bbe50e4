import type { DataExport } from '../api/contract/schemas/account'
import { eventsAbout } from './audit-events'
import { availabilityOf } from './availability'
import { presentBooking, presentOwnProfessional, presentUser } from './present'
import { presentClientBooking } from './present-client-booking'
import { newestRequestFirst, professionalOfUser, soonestFirst } from './repo'
import { store, type ProfessionalRow, type UserRow } from './store'
import { presentVerification } from './verifications'

/** Everything the mocks hold about the person (GET /api/me/export), as the server's export. */
export function exportData(user: UserRow, now: Date = new Date()): DataExport {
  const professional = user.role === 'professional' ? professionalOfUser(user.id) : undefined
  return {
    exportedAt: now.toISOString(),
    account: {
      ...presentUser(user),
      phone: user.phone ?? null,
      phoneConsent: user.phoneConsent ?? false,
      createdAt: user.createdAt,
    },
    bookings: bookingsOf(user, professional, now),
    professional: professional
      ? {
          profile: presentOwnProfessional(professional),
          availability: availabilityOf(professional.id),
          verification: presentVerification(professional.id),
        }
      : null,
    auditEvents: eventsAbout(user.id),
  }
}

/** As the person sees them: a client's with their notes, a professional's with their session notes. */
function bookingsOf(user: UserRow, professional: ProfessionalRow | undefined, now: Date): DataExport['bookings'] {
  if (professional) {
    return store.bookings
      .filter((row) => row.professionalId === professional.id)
      .sort(soonestFirst)
      .map(presentBooking)
  }
  if (user.role !== 'user') return []
  return store.bookings
    .filter((row) => row.userId === user.id)
    .sort(newestRequestFirst)
    .map((row) => presentClientBooking(row, now))
}
