import { badRequest, conflict, type ApiError } from '../../contract/errors'
import { format, messages } from '../../contract/messages'
import { addDays, todayIn, wallClockIn, zoneName } from '../../contract/time'

/** When a session takes place: its start and end as instants (ms since the epoch). */
export type BookingSpan = { start: number; end: number }

/** A session from `start` lasting `minutes`. */
export function spanFrom(start: number, minutes: number): BookingSpan {
  return { start, end: start + minutes * 60_000 }
}

/**
 * A request may not start in the past (docs/product.md#6-bookings), judged by instant: a day before
 * today in the zone is a wrong date, a time of today that has gone by a wrong time. Nor may it be
 * more than `horizonDays` ahead (the bookingHorizonDays limit): no one books a session years away,
 * and a far date would not fit a calendar file.
 */
export function requestedStartError(
  date: string,
  start: number,
  zone: string,
  horizonDays: number,
  now: Date = new Date(),
): ApiError | null {
  const today = todayIn(zone, now)
  if (date < today) return badRequest(messages.dateInPast, { sessionDate: messages.dateInPast })
  if (start <= +now) return badRequest(messages.timeInPast, { sessionTime: messages.timeInPast })
  if (date > addDays(today, horizonDays)) {
    const tooFar = format(messages.bookingTooFarAhead, { days: String(horizonDays) })
    return badRequest(tooFar, { sessionDate: tooFar })
  }
  return null
}

/** "2026-11-25 10:00 EAT": an instant as the people of `zone` read it, for messages. */
export function readableInstant(instant: Date, zone: string): string {
  const { sessionDate, sessionTime } = wallClockIn(instant, zone)
  return `${sessionDate} ${sessionTime} ${zoneName(zone, instant)}`
}

/** A session can be marked complete from its start onward. */
export function notStartedError(start: Date, zone: string, now: Date = new Date()): ApiError | null {
  if (+now >= +start) return null
  return conflict(format(messages.notStartedYet, { startsAt: readableInstant(start, zone) }))
}

/** Whether two sessions share any moment (touching ends do not). */
export function spansOverlap(a: BookingSpan, b: BookingSpan): boolean {
  return a.start < b.end && b.start < a.end
}
