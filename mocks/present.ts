import { photoPath } from '../api/contract/photo-address'
import type { User } from '../api/contract/schemas/auth'
import type { Booking, BookingCreated } from '../api/contract/schemas/bookings'
import type { OwnProfessional, Professional } from '../api/contract/schemas/professionals'
import { presentBooking as present, presentBookingCreated as presentCreated } from '../api/domain/bookings/present'
import { clientFactsOf } from './deleted-accounts'
import { findUser, professionalOfUser, sessionNoteOf } from './repo'
import type { BookingRow, ProfessionalRow, UserRow } from './store'
import { publicVerificationOf } from './verifications'

/** Rows to API JSON: never a password, notes only for the professional. */
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

/** A booking as the client sees it when it is made (api/domain/bookings). */
export const presentBookingCreated = (row: BookingRow): BookingCreated => presentCreated(row, clientFactsOf(row.userId))

/** The booking as its professional sees it (api/domain/bookings). */
export const presentBooking = (row: BookingRow): Booking =>
  present(row, clientFactsOf(row.userId), sessionNoteOf(row.id))

/** The professional's own profile: the public one and their private settings. */
export function presentOwnProfessional(row: ProfessionalRow): OwnProfessional {
  return {
    ...presentProfessional(row),
    defaultJoinInstructions: row.defaultJoinInstructions ?? null,
    usualReplyTime: row.usualReplyTime ?? null,
  }
}
