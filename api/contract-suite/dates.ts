import { addDays, todayIn, wallClockIn } from '../contract/time'
import { DEFAULT_TIMEZONE, type Timezone } from '../contract/schemas/bookings'

/** A calendar date relative to today in the booking's zone (EAT unless told). */
export function dayFromToday(days: number, zone: Timezone = DEFAULT_TIMEZONE): string {
  return addDays(todayIn(zone), days)
}

/** Zones far apart, so that in one of them it is neither late at night nor early in the morning. */
const ZONES_AROUND_THE_WORLD = [
  'Africa/Nairobi',
  'Africa/Lagos',
  'Asia/Tokyo',
  'America/New_York',
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
]

/**
 * A zone whose clocks show today's date both `beforeMinutes` ago and `afterMinutes` ahead, with
 * those two wall clocks: for a time of today that has passed and one still to come.
 */
export function todayAroundNow(beforeMinutes: number, afterMinutes: number) {
  const now = Date.now()
  for (const zone of ZONES_AROUND_THE_WORLD) {
    const earlier = wallClockIn(new Date(now - beforeMinutes * 60_000), zone)
    const later = wallClockIn(new Date(now + afterMinutes * 60_000), zone)
    if (earlier.sessionDate === todayIn(zone) && later.sessionDate === todayIn(zone)) return { zone, earlier, later }
  }
  throw new Error('Every zone is near midnight: impossible for the zones listed')
}
