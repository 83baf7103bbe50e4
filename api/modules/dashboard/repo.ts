import type { Knex } from 'knex'
import type { Analytics } from '../../contract/schemas/dashboard'
import type { BookingFilter } from '../../domain/bookings/booking-filters'
import { bookingFilterSql, filterZones } from '../bookings'
import type { AnalyticsRow } from './present'

/** The dashboard's counters (api/domain/bookings/booking-filters.ts) in one pass over the professional's bookings. */
export async function countBookings(
  db: Knex,
  professionalId: number,
  filters: Record<keyof Analytics, BookingFilter>,
): Promise<AnalyticsRow> {
  const counters = Object.entries(filters)
  const zones = await filterZones(
    db,
    professionalId,
    counters.map(([, filter]) => filter),
  )
  const columns = counters.map(([name, filter]) => {
    const { sql, bindings } = bookingFilterSql(filter, zones)
    return db.raw(`SUM(CASE WHEN ${sql} THEN 1 ELSE 0 END) AS ??`, [...bindings, name])
  })
  const [row] = (await db('bookings as b').where('b.professional_id', professionalId).select(columns)) as AnalyticsRow[]
  return row
}
