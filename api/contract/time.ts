import { TZDate } from '@date-fns/tz'

/**
 * Time as both sides read it (docs/product.md#6-bookings): a booking is an instant; its date and
 * time are that instant's wall clock in a named IANA zone. Pure functions, used by the server,
 * the mocks and the app alike.
 */

/**
 * The zones the app offers by name (EAT, CAT, WAT); any IANA zone is accepted. EAT is the default.
 * Here rather than with the booking schemas, so that showing a time loads no valibot (issue 20).
 */
export const TIMEZONES = ['Africa/Nairobi', 'Africa/Maputo', 'Africa/Lagos'] as const
export const DEFAULT_TIMEZONE = 'Africa/Nairobi'

/**
 * Names found in the runtime's database: the app reads the person's zone at every render, and a
 * formatter costs a slow phone. Only names as the database spells them are kept (the runtime also
 * takes `AFRICA/lagos`), so no caller can grow the set past the database's few hundred.
 */
const knownZones = new Set<string>()

/** A zone name the runtime's time-zone database knows (`Africa/Lagos`, `UTC`, ...). */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true
  if (zone.length === 0 || zone.length > 64) return false
  try {
    const spelled = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
    if (spelled === zone) knownZones.add(zone)
    return true
  } catch {
    return false
  }
}

/** The instant at which the wall clock of `zone` reads `date` (YYYY-MM-DD) `time` (HH:MM). */
export function instantOf(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  return new Date(+TZDate.tz(zone, year!, month! - 1, day!, hour!, minute!))
}

export type WallClock = { sessionDate: string; sessionTime: string }

const two = (n: number) => String(n).padStart(2, '0')

/** The date (YYYY-MM-DD) and time (HH:MM) the clocks of `zone` show at `instant`. */
export function wallClockIn(instant: Date, zone: string): WallClock {
  const local = new TZDate(+instant, zone)
  return {
    sessionDate: `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`,
    sessionTime: `${two(local.getHours())}:${two(local.getMinutes())}`,
  }
}

/** ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** ISO 8601 with the zone's offset at that instant, to the minute: `2026-11-25T10:00:00+03:00`. */
export function isoWithOffset(instant: Date, zone: string): string {
  const { sessionDate, sessionTime } = wallClockIn(instant, zone)
  const offset = -new TZDate(+instant, zone).getTimezoneOffset()
  const sign = offset < 0 ? '-' : '+'
  return `${sessionDate}T${sessionTime}:00${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`
}

/** Names people in the region use for their zones; anything else falls back to the runtime's short name. */
const REGIONAL_NAMES: Record<string, string> = {
  'Africa/Nairobi': 'EAT',
  'Africa/Kampala': 'EAT',
  'Africa/Dar_es_Salaam': 'EAT',
  'Africa/Addis_Ababa': 'EAT',
  'Africa/Mogadishu': 'EAT',
  'Africa/Djibouti': 'EAT',
  'Africa/Asmara': 'EAT',
  'Indian/Comoro': 'EAT',
  'Indian/Antananarivo': 'EAT',
  'Indian/Mayotte': 'EAT',
  'Africa/Maputo': 'CAT',
  'Africa/Harare': 'CAT',
  'Africa/Lusaka': 'CAT',
  'Africa/Kigali': 'CAT',
  'Africa/Blantyre': 'CAT',
  'Africa/Gaborone': 'CAT',
  'Africa/Bujumbura': 'CAT',
  'Africa/Lubumbashi': 'CAT',
  'Africa/Windhoek': 'CAT',
  'Africa/Juba': 'CAT',
  'Africa/Khartoum': 'CAT',
  'Africa/Lagos': 'WAT',
  'Africa/Kinshasa': 'WAT',
  'Africa/Douala': 'WAT',
  'Africa/Luanda': 'WAT',
  'Africa/Libreville': 'WAT',
  'Africa/Brazzaville': 'WAT',
  'Africa/Bangui': 'WAT',
  'Africa/Malabo': 'WAT',
  'Africa/Niamey': 'WAT',
  'Africa/Porto-Novo': 'WAT',
  'Africa/Ndjamena': 'WAT',
  'Africa/Johannesburg': 'SAST',
  'Africa/Maseru': 'SAST',
  'Africa/Mbabane': 'SAST',
}

/** The zone's short name at `instant`: EAT, CAT, WAT, SAST, else what the runtime calls it (GMT+1 ...). */
export function zoneName(zone: string, instant: Date = new Date()): string {
  const regional = REGIONAL_NAMES[zone]
  if (regional) return regional
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? zone
}

/** Minutes since midnight of an HH:MM text. */
export function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number)
  return hour! * 60 + minute!
}

/** Whether a stored time (a Date, or ISO text with any offset) is the instant an ISO text names. */
export function sameInstant(stored: string | Date | null | undefined, iso: string): boolean {
  return stored != null && new Date(stored).getTime() === Date.parse(iso)
}

/** Today's calendar date (YYYY-MM-DD) in a time zone: "today" is the zone's, not the server's. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  )
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}
