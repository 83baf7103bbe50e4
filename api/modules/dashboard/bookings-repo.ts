import type { Knex } from 'knex'
import { todayIn } from '../../contract/rules'
import type { BookingsQuery } from '../../contract/schemas/bookings'
import { selectBookingViews, type BookingViewRow } from '../bookings/views'
import { onOrAfterInZone } from './zone-dates'

export type BookingsPage = { rows: BookingViewRow[]; total: number }

/**
 * One page of the professional's bookings, soonest first (the id breaks ties, so pages never
 * overlap), and how many match in all. `status` filters on the status; `upcoming=true` keeps
 * pending and confirmed bookings dated today or later in their own zone (docs/product.md#7-the-professional-dashboard).
 */
export async function listBookings(
  db: Knex,
  professionalId: number,
  query: BookingsQuery,
  now = new Date(),
): Promise<BookingsPage> {
  const matching = (builder: Knex.QueryBuilder) => {
    builder.where('b.professional_id', professionalId)
    if (query.status) builder.where('b.status', query.status)
    if (query.upcoming === 'true') {
      const today = onOrAfterInZone('b.session_date', (zone) => todayIn(zone, now))
      builder.whereIn('b.status', ['pending', 'confirmed']).whereRaw(today.sql, today.bindings)
    }
    return builder
  }
  const [rows, counted] = await Promise.all([
    matching(selectBookingViews(db))
      .orderBy(['b.session_date', 'b.session_time', 'b.id'])
      .limit(query.limit)
      .offset(query.offset) as Promise<BookingViewRow[]>,
    matching(db('bookings as b')).count({ total: '*' }).first() as Promise<{ total: number | string } | undefined>,
  ])
  return { rows, total: Number(counted?.total ?? 0) }
}
