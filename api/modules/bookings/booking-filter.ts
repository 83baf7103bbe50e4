import type { Knex } from 'knex'
import type { Timezone } from '../../contract/schemas/bookings'
import type { BookingFilter } from '../../domain/bookings/booking-filters'
import { bookingZones, onOrAfterInZone, type Condition } from './zone-dates'

const DATE_COLUMNS = { sessionDate: 'b.session_date', completedOn: 'b.completed_on' } as const

/**
 * A filter of api/domain/bookings/booking-filters.ts as one SQL condition on a professional's
 * bookings aliased `b`. `zones` are the professional's booking zones (filterZones).
 */
export function bookingFilterSql(filter: BookingFilter, zones: Timezone[]): Condition {
  const parts: Condition[] = []
  if (filter.statuses) {
    const marks = filter.statuses.map(() => '?').join(', ')
    parts.push(
      filter.statuses.length === 0 ? NEVER : { sql: `?? IN (${marks})`, bindings: ['b.status', ...filter.statuses] },
    )
  }
  const { onOrAfter } = filter
  if (onOrAfter) parts.push(onOrAfterInZone(DATE_COLUMNS[onOrAfter.field], zones, onOrAfter.day))
  if (parts.length === 0) return { sql: '(1 = 1)', bindings: [] }
  return { sql: parts.map((part) => `(${part.sql})`).join(' AND '), bindings: parts.flatMap((part) => part.bindings) }
}

const NEVER: Condition = { sql: '(1 = 0)', bindings: [] }

/** The zones a filter needs: none unless it compares a date with a day in the booking's zone. */
export async function filterZones(
  db: Knex | Knex.Transaction,
  professionalId: number,
  filters: BookingFilter[],
): Promise<Timezone[]> {
  return filters.some((filter) => filter.onOrAfter) ? bookingZones(db, professionalId) : []
}
