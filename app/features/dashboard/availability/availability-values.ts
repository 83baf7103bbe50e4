import { TIMEZONES, type Timezone } from '../../../../api/contract/schemas/bookings'
import type { Availability, WeeklyOpening } from '../../../../api/contract/schemas/availability'
import { zoneName } from '../../../../api/contract/time'

/** What a professional starts from before saving hours: an hour's session, a day's notice, no openings yet. */
export function newAvailability(timezone: Timezone): Availability {
  return { timezone, sessionMinutes: 60, bufferMinutes: 0, cancellationNoticeHours: 24, weekly: [], daysOff: [] }
}

/** The quick start: Monday to Friday, 09:00 to 17:00. */
export const WEEKDAYS_NINE_TO_FIVE: WeeklyOpening[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}))

/** A new opening on a day: after the day's last one when there is room, else a morning. */
export function nextOpening(weekday: number, sameDay: WeeklyOpening[]): WeeklyOpening {
  const last = sameDay
    .map((opening) => opening.end)
    .sort()
    .at(-1)
  if (last && last <= '20:00') {
    const [hour, minute] = last.split(':').map(Number)
    const end = `${String(Math.min(hour! + 3, 23)).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
    return { weekday, start: last, end }
  }
  return { weekday, start: '09:00', end: '12:00' }
}

/** EAT, CAT and WAT, then the browser's own zone and the saved one when they are others: 'EAT (Africa/Nairobi)'. */
export function zoneOptions(saved: Timezone, browser: Timezone | undefined) {
  const zones = [...new Set<Timezone>([...TIMEZONES, ...(browser ? [browser] : []), saved])]
  return zones.map((zone) => ({ value: zone, label: `${zoneName(zone)} (${zone})` }))
}
