// What other features may use of booking: the Book a Session dialog, loaded on demand, the session
// types' names, and keeping a time chosen elsewhere for the dialog to preselect.
export { BookingDialogSlot, preloadBookingDialog } from './booking-dialog-slot'
export { keepChosenTime } from './chosen-time'
export { sessionTypeLabels } from './session-types'
