import { cancelUntil, type Cancellable } from '../api/contract/cancellation'
import { photoPath } from '../api/contract/photo-address'
import type { ClientBooking } from '../api/contract/schemas/bookings'
import { isoWithOffset } from '../api/contract/time'
import { findProfessional } from './repo'
import { store, type BookingRow } from './store'

/** What a cancel is judged on: the booking and its professional's notice (0 without hours). */
export function cancellableOf(row: BookingRow): Cancellable {
  const hours = store.availability.find((availability) => availability.professionalId === row.professionalId)
  return {
    status: row.status,
    startsAt: new Date(row.startsAt),
    timezone: row.timezone,
    noticeHours: hours?.cancellationNoticeHours ?? 0,
  }
}

/** A booking as the person who asked for it sees it (api/modules/client-bookings/present.ts). */
export function presentClientBooking(row: BookingRow, now: Date = new Date()): ClientBooking {
  const professional = findProfessional(row.professionalId)
  const joinable = row.status === 'confirmed' || row.status === 'completed'
  return {
    id: row.id,
    status: row.status,
    professional: {
      id: row.professionalId,
      fullName: professional?.fullName ?? '',
      title: professional?.title ?? '',
      profileImageUrl: professional?.photoHash ? photoPath(row.professionalId, professional.photoHash) : null,
    },
    sessionType: row.sessionType,
    sessionDate: row.sessionDate,
    sessionTime: row.sessionTime,
    timezone: row.timezone,
    startsAt: isoWithOffset(new Date(row.startsAt), row.timezone),
    durationMinutes: row.durationMinutes,
    notes: row.notes,
    reason: row.reason,
    joinInstructions: joinable ? row.joinInstructions : null,
    cancelUntil: cancelUntil(cancellableOf(row), now),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
