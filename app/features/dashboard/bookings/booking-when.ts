import type { Booking } from '../../../../api/contract/schemas/bookings'
import { wallClockIn, zoneName } from '../../../../api/contract/time'
import { timeInZone } from '../../../lib/time/zone-time'

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
function formatSessionTime(booking: Pick<Booking, 'sessionTime' | 'timezone' | 'startsAt'>): string {
  return `${booking.sessionTime} ${zoneName(booking.timezone, new Date(booking.startsAt))}`
}

/**
 * When the session is, as the professional reads it: the day and time in their own zone, then, when
 * the client booked in a zone with another name, the client's time: 'Wed, 25 Nov 2026, 09:00 EAT
 * (07:00 WAT)'.
 */
export function sessionWhen(
  booking: Pick<Booking, 'sessionTime' | 'timezone' | 'startsAt'>,
  readerZone: string,
  locale: string,
): string {
  const start = new Date(booking.startsAt)
  const here = `${formatSessionDate(wallClockIn(start, readerZone).sessionDate, locale)}, ${timeInZone(start, readerZone)}`
  return zoneName(readerZone, start) === zoneName(booking.timezone, start)
    ? here
    : `${here} (${formatSessionTime(booking)})`
}
