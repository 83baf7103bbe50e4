import { queryRoots } from '../../lib/query-keys'
import { refreshAfterWrite } from '../../lib/outbox/outbox-refresh'

/** Accept, Decline, Cancel and Mark Complete, sent at once or from the outbox, move the bookings and the counters. */
export const statusChangeRefreshes = refreshAfterWrite('updateBookingStatus', [
  queryRoots.bookings,
  queryRoots.analytics,
])

/** Session notes, sent at once or from the outbox, change the booking in the lists. */
export const notesRefreshes = refreshAfterWrite('saveSessionNotes', [queryRoots.bookings])
