import { pageOf } from '../paging'

/**
 * The order of GET /api/me/bookings (docs/product.md#6-bookings): the sessions still to come or
 * under way first, soonest first, then the ones that have ended, newest first. A booking counts as
 * upcoming until its session ends, whatever its status: a request declined for tomorrow is still
 * tomorrow's, and a session that has begun is the one its person looks for. The id breaks ties,
 * in the same direction as its group. The server writes this rule in SQL; the mocks use it as it is.
 */

/** What the order reads of a booking: its start (any ISO 8601 instant), its length and its id. */
export type Ordered = { id: number; startsAt: string; durationMinutes: number }

const MINUTE = 60_000

/** Whether the session has not ended by `now`. */
export function isUpcoming(booking: Omit<Ordered, 'id'>, now: Date): boolean {
  return Date.parse(booking.startsAt) + booking.durationMinutes * MINUTE > +now
}

/** Sorts a person's bookings as the route answers them. */
export const upcomingThenPast =
  (now: Date) =>
  (a: Ordered, b: Ordered): number => {
    const [aUpcoming, bUpcoming] = [isUpcoming(a, now), isUpcoming(b, now)]
    if (aUpcoming !== bUpcoming) return aUpcoming ? -1 : 1
    const byStart = Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id
    return aUpcoming ? byStart : -byStart
  }

/** A person's own bookings as GET /api/me/bookings answers them: one page in upcomingThenPast order. */
export const myBookingsPage = <B extends Ordered>(
  own: readonly B[],
  query: { offset: number; limit: number },
  now: Date,
) => pageOf([...own].sort(upcomingThenPast(now)), query)
