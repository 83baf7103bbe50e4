/**
 * How long a sign-in lasts, and what a browser remembers of it (docs/product.md#4-accounts-and-sessions):
 * the server's session store and the mocks' follow these.
 */

/** A session ends after 30 minutes without a request (each request restarts it) ... */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000
/** ... and 12 hours after sign-in, whichever comes first. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000

/** Whether a session (times in ms) is still alive at `now`. */
export const isSessionLive = (session: { createdAt: number; lastSeenAt: number }, now: number): boolean =>
  now - session.lastSeenAt < IDLE_TIMEOUT_MS && now - session.createdAt < ABSOLUTE_TIMEOUT_MS
