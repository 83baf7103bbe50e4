import type { Knex } from 'knex'
import { todayIn } from '../../contract/rules'
import type { BookingsQuery } from '../../contract/schemas/bookings'
import { selectBookingViews, type BookingViewRow } from '../bookings/views'
import { onOrAfterInZone } from './zone-dates'

/**
 * The professional's bookings, soonest first. `status` filters on the status; `upcoming=true`
 * keeps pending and confirmed bookings dated today or later in their own zone (decisions.md).
 */
export async function listBookings(
  db: Knex,
  professionalId: number,
  query: BookingsQuery,
  now = new Date(),
): Promise<BookingViewRow[]> {
  const builder = selectBookingViews(db).where('b.professional_id', professionalId)
  if (query.status) builder.where('b.status', query.status)
  if (query.upcoming === 'true') {
    const today = onOrAfterInZone('b.session_date', (zone) => todayIn(zone, now))
    builder.whereIn('b.status', ['pending', 'confirmed']).whereRaw(today.sql, today.bindings)
  }
  return (await builder.orderBy(['b.session_date', 'b.session_time', 'b.id'])) as BookingViewRow[]
}
