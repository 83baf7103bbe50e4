// What other features may use of the dashboard: a booking's status badge and the waiting pill,
// which the person's own sessions use too; a live Chat session's notes, beside its thread.
export { StatusBadge } from './bookings/status-badge'
export { WaitingPill } from './bookings/waiting-pill'
export { LiveNotes } from './bookings/live-notes'
