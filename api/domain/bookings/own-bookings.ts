import { quietPeriodStart } from '../../contract/schemas/audit'
import type { Booking, BookingsQuery } from '../../contract/schemas/bookings'
import { bookingListing, type BookingListing } from './booking-filters'

/** A page of bookings as their professional sees them, and how many pass the filter in all. */
export type OwnBookingsPage = { bookings: Booking[]; total: number }

/** What listing a professional's bookings needs of a store. */
export type OwnBookingsReads = {
  page(listing: BookingListing, range: { limit: number; offset: number }): Promise<OwnBookingsPage>
  /** Whether the audit trail holds a notesRead of this professional after `since`. */
  notesReadRecordedAfter(since: Date): Promise<boolean>
  recordNotesRead(): Promise<void>
}

/**
 * GET /api/me/professional/bookings: one page. A page that shows session notes is recorded as
 * read, once per quiet period however often the list is read.
 */
export async function listOwnBookings(
  reads: OwnBookingsReads,
  query: BookingsQuery,
  now: Date = new Date(),
): Promise<OwnBookingsPage> {
  const page = await reads.page(bookingListing(query, now), query)
  if (page.bookings.some((booking) => booking.professionalNotes !== null)) {
    if (!(await reads.notesReadRecordedAfter(quietPeriodStart(now)))) await reads.recordNotesRead()
  }
  return page
}
