// What other features may use of the dashboard: the keys of its queries, to refresh them; a
// booking's status badge, the waiting pill and a fresh Idempotency-Key, which the person's own
// sessions use too.
export { dashboardKeys } from './queries'
export { StatusBadge } from './bookings/status-badge'
export { WaitingPill } from './bookings/waiting-pill'
export { newIdempotencyKey } from './idempotency-key'
