import { photoPath } from '../api/contract/photo-address'
import type { User } from '../api/contract/schemas/auth'
import { SLOT_HOLDING_STATUSES } from '../api/contract/rules'
import type { Booking, BookingCreated, BookingStatus } from '../api/contract/schemas/bookings'
import type { OwnProfessional, Professional } from '../api/contract/schemas/professionals'
import { isoWithOffset } from '../api/contract/time'
import { clientNameOf } from './deleted-accounts'
import { findUser, professionalOfUser, sessionNoteOf } from './repo'
import type { BookingRow, ProfessionalRow, UserRow } from './store'
import { publicVerificationOf } from './verifications'

/** Rows to API JSON, as the server's presenters: never a password, notes only for the professional. */
export function presentUser(user: UserRow): User {
  const base = { id: user.id, username: user.username, role: user.role }
  const profile = user.role === 'professional' ? professionalOfUser(user.id) : undefined
  return profile ? { ...base, title: profile.title } : base
}

export function presentProfessional(row: ProfessionalRow): Professional {
  const verification = publicVerificationOf(row.id)
  return {
    id: row.id,
    title: row.title,
    fullName: row.fullName,
    username: findUser(row.userId)?.username ?? '',
    profileImageUrl: row.photoHash ? photoPath(row.id, row.photoHash) : null,
    isVerified: verification !== null,
    verification,
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
    clientName: clientNameOf(row.userId),
    sessionType: row.sessionType,
    sessionDate: row.sessionDate,
    sessionTime: row.sessionTime,
    timezone: row.timezone,
    startsAt: isoWithOffset(new Date(row.startsAt), row.timezone),
    durationMinutes: row.durationMinutes,
    status: row.status,
    notes: row.notes,
    reason: row.reason,
    joinInstructions: row.joinInstructions,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** The booking as its professional sees it: private notes, and the client's phone once the session is theirs. */
export function presentBooking(row: BookingRow): Booking {
  return { ...presentBookingCreated(row), clientPhone: clientPhoneOf(row), professionalNotes: sessionNoteOf(row.id) }
}

/** Only on a confirmed or completed booking, and only with the client's consent (docs/product.md#6-bookings). */
function clientPhoneOf(row: BookingRow): string | null {
  if (!(SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(row.status)) return null
  const client = findUser(row.userId)
  return client?.phoneConsent ? (client.phone ?? null) : null
}

/** The professional's own profile: the public one and their private settings. */
export function presentOwnProfessional(row: ProfessionalRow): OwnProfessional {
  return { ...presentProfessional(row), defaultJoinInstructions: row.defaultJoinInstructions ?? null }
}
