// What other features may use of booking: the Book a Session dialog, loaded on demand, and the session types' names.
export { BookingDialogSlot, preloadBookingDialog } from './booking-dialog-slot'
export { sessionTypeLabels } from './session-types'
