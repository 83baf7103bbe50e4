import type { Timezone } from '../../contract/schemas/bookings'
import { addDays, todayIn } from '../../contract/time'

/** Completed sessions count when completed on one of the last 30 calendar days, today included. */
export function analyticsWindowStart(zone: Timezone, now: Date = new Date()): string {
  return addDays(todayIn(zone, now), -29)
}
