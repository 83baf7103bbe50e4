import { handle } from '../../http/handler'
import { ownProfessionalId } from '../../http/signed-in'
import { createBooking } from './create-booking'
import { presentBooking } from './present'
import { listBookings } from './repo'
import { saveSessionNotes } from './save-session-notes'
import { updateBookingStatus } from './update-booking-status'

export const bookingRoutes = [
  handle('createBooking', createBooking),
  handle('updateBookingStatus', updateBookingStatus),
  handle('saveSessionNotes', saveSessionNotes),
  handle('myBookings', async ({ deps, user, query }) => {
    const { rows, total } = await listBookings(deps.db, ownProfessionalId(user), query)
    return { body: rows.map((row) => presentBooking(row, deps.cipher)), headers: { 'X-Total-Count': String(total) } }
  }),
]
