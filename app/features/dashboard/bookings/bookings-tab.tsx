import { BookingRequests } from './booking-requests'
import { PastSessions } from './past-sessions'
import { UpcomingSessions } from './upcoming-sessions'

/** The Bookings tab: requests first (they need an answer), then the sessions ahead, then those that are over. */
export function BookingsTab() {
  return (
    <div className="grid gap-10">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-8">
        <BookingRequests />
        <UpcomingSessions />
      </div>
      <PastSessions />
    </div>
  )
}
