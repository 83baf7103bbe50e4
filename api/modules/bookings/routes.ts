import { listOwnBookings } from '../../domain/bookings/own-bookings'
import { presentBooking } from '../../db/booking-views'
import { actedSince } from '../../db/audit-reads'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import { handle } from '../../http/handler'
import { ownProfessionalId, signedIn } from '../../http/signed-in'
import { createBooking } from './create-booking'
import { listBookings } from './repo'
import { saveSessionNotes } from './save-session-notes'
import { updateBookingStatus } from './update-booking-status'

export const bookingRoutes = [
  handle('createBooking', createBooking),
  handle('updateBookingStatus', updateBookingStatus),
  handle('saveSessionNotes', saveSessionNotes),
  handle('myBookings', async ({ ctx, deps, user, query }) => {
    const reader = signedIn(user)
    const professionalId = ownProfessionalId(user)
    const { bookings, total } = await listOwnBookings(
      {
        async page(listing, range) {
          const { rows, total } = await listBookings(deps.db, professionalId, listing, range)
          return { bookings: rows.map((row) => presentBooking(row, deps.cipher)), total }
        },
        notesReadRecordedAfter: (since) => actedSince(deps.db, reader.id, 'notesRead', since),
        recordNotesRead: () => audit(deps, ctx, { action: 'notesRead', ...selfEvent(reader) }),
      },
      query,
    )
    return { body: bookings, headers: { 'X-Total-Count': String(total) } }
  }),
]
