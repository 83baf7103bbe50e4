/** What other modules read of bookings: each side's views, the dashboard's filters and the held sessions. */
export { selectBookingViews, presentBooking, type BookingViewRow } from './booking-views'
export { selectClientBookings, presentClientBooking, type ClientBookingRow } from './client-booking-views'
export { bookingFilterSql, filterZones } from './booking-filter'
export { heldSessions } from './held-sessions'
