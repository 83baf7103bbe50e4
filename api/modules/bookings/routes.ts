import { handle } from '../../http/handler'
import { createBooking } from './create-booking'
import { saveSessionNotes } from './session-notes'
import { updateBookingStatus } from './update-status'

export const bookingRoutes = [
  handle('createBooking', createBooking),
  handle('updateBookingStatus', updateBookingStatus),
  handle('saveSessionNotes', saveSessionNotes),
]
