import type { Booking } from '../../../../api/contract/schemas/bookings'
import { zoneName } from '../../../../api/contract/time'

/** A YYYY-MM-DD calendar date in the reader's language, e.g. 'Mon, 24 Nov 2026' or 'Jumatatu, 24 Nov 2026'. */
export function formatSessionDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number)
  // The date is the professional's calendar date, not an instant: format it as such, in UTC.
  const instant = new Date(Date.UTC(year!, month! - 1, day!))
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant)
}

/** '10:00 EAT': the session's time in its own zone, named as people there name it (codes, the same in every language). */
export function formatSessionTime(booking: Pick<Booking, 'sessionTime' | 'timezone' | 'startsAt'>): string {
  return `${booking.sessionTime} ${zoneName(booking.timezone, new Date(booking.startsAt))}`
}

/** Whether the session has begun (Mark Complete is offered from its start, docs/product.md#6-bookings). */
export function hasStarted(booking: Pick<Booking, 'startsAt'>, now: number = Date.now()): boolean {
  return Date.parse(booking.startsAt) <= now
}
