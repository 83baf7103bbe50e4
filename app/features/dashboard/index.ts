// What other features may use of the dashboard: a booking's status badge and the waiting pill,
// which the person's own sessions use too.
export { StatusBadge } from './bookings/status-badge'
export { WaitingPill } from './bookings/waiting-pill'
