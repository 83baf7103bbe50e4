/** How one attempt ended: no answer at all, or an HTTP status (the server's message with it). */
export type AttemptOutcome =
  | { kind: 'sent' }
  | { kind: 'network' }
  | { kind: 'status'; status: number; message: string; retryAfterSeconds?: number | null }

export type Decision =
  | { action: 'remove' }
  | { action: 'retry'; nextAttemptAt: number }
  | { action: 'hold'; nextAttemptAt: number; message: string }
  | { action: 'sign-in' }
  | { action: 'failed'; message: string }

export const FIRST_RETRY_MS = 2_000
export const MAX_RETRY_MS = 5 * 60_000

/** Exponential backoff after the nth failed attempt (1-based): 2 s, 4 s, 8 s... never over 5 min. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * What happens to an outbox entry after an attempt (docs/decisions/005): sent is removed; no answer,
 * a 5xx or 408 is retried with backoff; a 429 (too many pending requests) is held with the server's
 * message, so the person reads why it waits, and tried again later; a 401 waits for the owner to
 * sign in again; any other 4xx is final and keeps the server's message for the person to read.
 * A Retry-After longer than the backoff is waited for.
 */
export function decideAfterAttempt(outcome: AttemptOutcome, attempts: number, now: number): Decision {
  if (outcome.kind === 'sent') return { action: 'remove' }
  const backoff = retryDelay(attempts)
  if (outcome.kind === 'network') return { action: 'retry', nextAttemptAt: now + backoff }
  const { status, message } = outcome
  const nextAttemptAt = now + Math.max(backoff, (outcome.retryAfterSeconds ?? 0) * 1000)
  if (status === 401) return { action: 'sign-in' }
  if (status === 429) return { action: 'hold', nextAttemptAt, message }
  if (status >= 500 || status === 408) return { action: 'retry', nextAttemptAt }
  if (status >= 400) return { action: 'failed', message }
  // A redirect or other surprise is not a refusal: try again later rather than lose the entry.
  return { action: 'retry', nextAttemptAt }
}

/**
 * A queued logout is retried only while the server could not answer; any other answer means the
 * session is over (a 401: it had already ended), and nobody could do more with a refusal.
 */
export function decideAfterLogoutAttempt(outcome: AttemptOutcome, attempts: number, now: number): Decision {
  const decision = decideAfterAttempt(outcome, attempts, now)
  return decision.action === 'retry' ? decision : { action: 'remove' }
}
