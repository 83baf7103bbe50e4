import type { Knex } from 'knex'
import type { Timezone } from '../../contract/schemas/bookings'

/** A raw SQL condition with its bindings. */
export type Condition = { sql: string; bindings: string[] }

/** The zones a professional's bookings are written in: "today" is asked once per zone. */
export async function bookingZones(db: Knex | Knex.Transaction, professionalId: number): Promise<Timezone[]> {
  const rows = (await db('bookings').where({ professional_id: professionalId }).distinct('timezone')) as {
    timezone: Timezone
  }[]
  return rows.map((row) => row.timezone)
}

/**
 * A condition on bookings aliased `b`: `column` (a YYYY-MM-DD date) is on or after `dateIn(zone)`
 * for the row's own zone. "Today" differs per zone, so there is one OR branch per zone in `zones`
 * (bookingZones); a row in any other zone never matches.
 */
export function onOrAfterInZone(column: string, zones: Timezone[], dateIn: (zone: Timezone) => string): Condition {
  if (zones.length === 0) return { sql: '(1 = 0)', bindings: [] }
  const branches = zones.map(() => '(?? = ? AND ?? >= ?)').join(' OR ')
  const bindings = zones.flatMap((zone) => ['b.timezone', zone, column, dateIn(zone)])
  return { sql: `(${branches})`, bindings }
}
