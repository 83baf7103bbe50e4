import { presentBooking } from '../../db/booking-views'
import { recordNotesRead } from '../../http/audit-entries'
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
    const { rows, total } = await listBookings(deps.db, ownProfessionalId(user), query)
    if (rows.some((row) => row.professional_notes_encrypted !== null)) await recordNotesRead(deps, ctx, signedIn(user))
    return { body: rows.map((row) => presentBooking(row, deps.cipher)), headers: { 'X-Total-Count': String(total) } }
  }),
]
