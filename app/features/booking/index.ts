// What other features may use of booking: the Book a Session dialog, loaded on demand, the session
// types' names, and the next days' free times the professional's page shows.
export { BookingDialogSlot, preloadBookingDialog } from './booking-dialog-slot'
export { FreeDaysOverviewSlot } from './free-days-overview-slot'
export { sessionTypeLabels } from './session-types'
