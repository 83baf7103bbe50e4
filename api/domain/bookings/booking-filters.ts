import {
  BOOKING_STATUSES,
  PAST_STATUSES,
  type BookingsQuery,
  type BookingStatus,
  type Timezone,
} from '../../contract/schemas/bookings'
import type { Analytics } from '../../contract/schemas/dashboard'
import { todayIn } from '../../contract/time'
import { analyticsWindowStart } from './analytics-window'

/**
 * Which of a professional's bookings a list or a counter takes, as plain conditions: the server
 * turns them into SQL (api/modules/bookings/repo.ts), the mocks test each row (matchesBookingFilter).
 * What "past", "upcoming" or "the last 30 days" mean is decided here only.
 */
export type BookingFilter = {
  /** The statuses kept; every status when absent. */
  statuses?: readonly BookingStatus[]
  /** A date of the booking (YYYY-MM-DD) on or after a day that depends on the booking's own zone. */
  onOrAfter?: { field: 'sessionDate' | 'completedOn'; day: (zone: Timezone) => string }
}

/** GET /api/me/professional/bookings: what a page holds, and whether it runs newest first. */
export type BookingListing = { filter: BookingFilter; newestFirst: boolean }

const ACTIVE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed']

/**
 * `status` keeps one status, `past` every status that is over (newest first); `upcoming=true`
 * keeps pending and confirmed bookings dated today or later in their own zone.
 */
export function bookingListing(query: BookingsQuery, now: Date = new Date()): BookingListing {
  const { status } = query
  const past = status === 'past'
  const chosen: readonly BookingStatus[] | undefined = status === 'past' ? PAST_STATUSES : status && [status]
  if (query.upcoming !== 'true') return { filter: { statuses: chosen }, newestFirst: past }
  return {
    filter: {
      statuses: (chosen ?? BOOKING_STATUSES).filter((status) => ACTIVE_STATUSES.includes(status)),
      onOrAfter: { field: 'sessionDate', day: (zone) => todayIn(zone, now) },
    },
    newestFirst: past,
  }
}

/** The dashboard's four counters (docs/product.md#7-the-professional-dashboard). */
export function analyticsCounters(now: Date = new Date()): Record<keyof Analytics, BookingFilter> {
  return {
    pendingCount: { statuses: ['pending'] },
    confirmedCount: { statuses: ['confirmed'] },
    upcomingCount: { statuses: ['confirmed'], onOrAfter: { field: 'sessionDate', day: (zone) => todayIn(zone, now) } },
    completedLast30Days: {
      statuses: ['completed'],
      onOrAfter: { field: 'completedOn', day: (zone) => analyticsWindowStart(zone, now) },
    },
  }
}

/** What a filter reads of a booking. */
export type FilteredBooking = {
  status: BookingStatus
  timezone: Timezone
  sessionDate: string
  completedOn: string | null
}

/** Whether one booking passes the filter: how a store without SQL applies it. */
export function matchesBookingFilter(booking: FilteredBooking, filter: BookingFilter): boolean {
  if (filter.statuses && !filter.statuses.includes(booking.status)) return false
  if (!filter.onOrAfter) return true
  const date = booking[filter.onOrAfter.field]
  return date !== null && date >= filter.onOrAfter.day(booking.timezone)
}

/** What the lists' order reads of a booking. */
export type StartOrdered = { id: number; startsAt: string }

/** Soonest session first; the id breaks ties, so pages never overlap. */
export function soonestFirst(a: StartOrdered, b: StartOrdered): number {
  const byStart = Date.parse(a.startsAt) - Date.parse(b.startsAt)
  return byStart === 0 ? a.id - b.id : byStart
}
