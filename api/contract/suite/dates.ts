import { addDays, todayIn } from '../rules'
import { DEFAULT_TIMEZONE, type Timezone } from '../schemas/bookings'

/** A calendar date relative to today in the booking's zone (EAT unless told). */
export function dayFromToday(days: number, zone: Timezone = DEFAULT_TIMEZONE): string {
  return addDays(todayIn(zone), days)
}
