import type { Cancellable } from '../api/domain/bookings/cancellation'
import type { ClientBooking } from '../api/contract/schemas/bookings'
import { presentClientBooking as present } from '../api/domain/bookings/present'
import { professionalFactsOf } from './deleted-accounts'
import { store, type BookingRow } from './store'

/** The professional's cancellation notice: 0 without hours. */
const noticeHoursOf = (professionalId: number) =>
  store.availability.find((availability) => availability.professionalId === professionalId)?.cancellationNoticeHours ??
  0

/** What a cancel is judged on: the booking and its professional's notice. */
export function cancellableOf(row: BookingRow): Cancellable {
  return {
    status: row.status,
    startsAt: new Date(row.startsAt),
    timezone: row.timezone,
    noticeHours: noticeHoursOf(row.professionalId),
  }
}

/** A booking as the person who asked for it sees it (api/domain/bookings). */
export const presentClientBooking = (row: BookingRow, now: Date = new Date()): ClientBooking =>
  present(row, professionalFactsOf(row.professionalId), noticeHoursOf(row.professionalId), now)
