import { TIMEZONES, type Timezone } from '../contract/schemas/bookings'

/** A raw SQL condition with its bindings. */
export type Condition = { sql: string; bindings: string[] }

/**
 * A condition on bookings aliased `b`: `column` (a YYYY-MM-DD date) is on or after `dateIn(zone)`
 * for the row's own zone. "Today" differs per zone, so there is one OR branch per allowed zone.
 */
export function onOrAfterInZone(column: string, dateIn: (zone: Timezone) => string): Condition {
  const branches = TIMEZONES.map(() => '(?? = ? AND ?? >= ?)').join(' OR ')
  const bindings = TIMEZONES.flatMap((zone) => ['b.timezone', zone, column, dateIn(zone)])
  return { sql: `(${branches})`, bindings }
}
