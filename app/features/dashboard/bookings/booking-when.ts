import type { Booking, Timezone } from '../../../../api/contract/schemas/bookings'

/** The booking demo's zone names (docs/product.md#6-bookings): codes, the same in every language. */
const ZONE_CODES: Record<Timezone, string> = {
  'Africa/Nairobi': 'EAT',
  'Africa/Maputo': 'CAT',
  'Africa/Lagos': 'WAT',
}

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

/** '10:00 EAT': the session's time in its own zone. */
export function formatSessionTime(booking: Pick<Booking, 'sessionTime' | 'timezone'>): string {
  return `${booking.sessionTime} ${ZONE_CODES[booking.timezone] ?? booking.timezone}`
}
