import { cancelUntil, type Cancellable } from '../api/contract/cancellation'
import type { ClientBooking } from '../api/contract/schemas/bookings'
import { isoWithOffset } from '../api/contract/time'
import { professionalCardOf } from './deleted-accounts'
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
  const joinable = row.status === 'confirmed' || row.status === 'completed'
  return {
    id: row.id,
    status: row.status,
    professional: professionalCardOf(row.professionalId),
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
