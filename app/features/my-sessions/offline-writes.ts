import { queryRoots } from '../../lib/query-keys'
import { refreshAfterWrite } from '../../lib/outbox/outbox-refresh'

/** The person's cancel, sent at once or from the outbox, moves the booking in My sessions. */
export const cancelRefreshes = refreshAfterWrite('cancelMyBooking', [queryRoots.bookings])
