import { photoPath } from '../api/contract/photo-address'
import type { User } from '../api/contract/schemas/auth'
import type { Booking, BookingCreated } from '../api/contract/schemas/bookings'
import type { Professional } from '../api/contract/schemas/professionals'
import { findUser, professionalOfUser, sessionNoteOf } from './repo'
import type { BookingRow, ProfessionalRow, UserRow } from './store'

/** Rows to API JSON, as the server's presenters: never a password, notes only for the professional. */
export function presentUser(user: UserRow): User {
  const base = { id: user.id, username: user.username, role: user.role }
  const profile = user.role === 'professional' ? professionalOfUser(user.id) : undefined
  return profile ? { ...base, title: profile.title } : base
}

export function presentProfessional(row: ProfessionalRow): Professional {
  return {
    id: row.id,
    title: row.title,
    fullName: row.fullName,
    username: findUser(row.userId)?.username ?? '',
    profileImageUrl: row.photoHash ? photoPath(row.id, row.photoHash) : null,
    isVerified: row.isVerified,
    location: row.location,
    languages: [...row.languages],
    specialties: [...row.specialties],
    bio: row.bio,
    sessionPrice: row.sessionPrice,
  }
}

export function presentBookingCreated(row: BookingRow): BookingCreated {
  return {
    id: row.id,
    professionalId: row.professionalId,
    clientName: findUser(row.userId)?.username ?? '',
    sessionType: row.sessionType,
    sessionDate: row.sessionDate,
    sessionTime: row.sessionTime,
    timezone: row.timezone,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt,
  }
}

/** The booking as its professional sees it, private notes included. */
export function presentBooking(row: BookingRow): Booking {
  return { ...presentBookingCreated(row), professionalNotes: sessionNoteOf(row.id) }
}
