import { queryRoots } from '../../lib/query-keys'
import { refreshAfterWrite } from '../../lib/outbox/outbox-refresh'

/** A booking request, sent at once or from the outbox, changes the bookings lists (My sessions). */
export const bookingRequestRefreshes = refreshAfterWrite('createBooking', [queryRoots.bookings])
