// What other features may use of booking: the Book a Session dialog, loaded on demand.
export { BookingDialogSlot, preloadBookingDialog } from './booking-dialog-slot'
