import type { Knex } from 'knex'
import { analyticsWindowStart } from '../../domain/bookings/analytics-window'
import { todayIn } from '../../contract/time'
import type { Analytics } from '../../contract/schemas/dashboard'
import { bookingZones, onOrAfterInZone, type Condition } from '../../db/zone-dates'
import type { AnalyticsRow } from './present'

const statusIs = (status: string): Condition => ({ sql: '?? = ?', bindings: ['b.status', status] })
const both = (a: Condition, b: Condition): Condition => ({
  sql: `${a.sql} AND ${b.sql}`,
  bindings: [...a.bindings, ...b.bindings],
})

/** The four dashboard counters in one pass over the professional's bookings (indexed by professional_id). */
export async function countBookings(db: Knex, professionalId: number, now = new Date()): Promise<AnalyticsRow> {
  const zones = await bookingZones(db, professionalId)
  const counters: Record<keyof Analytics, Condition> = {
    pendingCount: statusIs('pending'),
    confirmedCount: statusIs('confirmed'),
    upcomingCount: both(
      statusIs('confirmed'),
      onOrAfterInZone('b.session_date', zones, (zone) => todayIn(zone, now)),
    ),
    completedLast30Days: both(
      statusIs('completed'),
      onOrAfterInZone('b.completed_on', zones, (zone) => analyticsWindowStart(zone, now)),
    ),
  }
  const columns = Object.entries(counters).map(([name, { sql, bindings }]) =>
    db.raw(`SUM(CASE WHEN ${sql} THEN 1 ELSE 0 END) AS ??`, [...bindings, name]),
  )
  const [row] = (await db('bookings as b').where('b.professional_id', professionalId).select(columns)) as AnalyticsRow[]
  return row
}
