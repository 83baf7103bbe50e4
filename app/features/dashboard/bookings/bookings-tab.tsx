import { BookingRequests } from './booking-requests'
import { UpcomingSessions } from './upcoming-sessions'

/** The Bookings tab: requests first (they need an answer), then the sessions ahead. */
export function BookingsTab() {
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:gap-8">
      <BookingRequests />
      <UpcomingSessions />
    </div>
  )
}
