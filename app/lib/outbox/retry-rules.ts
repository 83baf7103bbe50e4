/** How one attempt ended: no answer at all, or an HTTP status (the server's message with it). */
export type AttemptOutcome =
  { kind: 'sent' } | { kind: 'network' } | { kind: 'status'; status: number; message: string }

export type Decision =
  | { action: 'remove' }
  | { action: 'retry'; nextAttemptAt: number }
  | { action: 'sign-in' }
  | { action: 'failed'; message: string }

export const FIRST_RETRY_MS = 2_000
export const MAX_RETRY_MS = 5 * 60_000

/** Exponential backoff after the nth failed attempt (1-based): 2 s, 4 s, 8 s... never over 5 min. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

// Worth trying again: the server was busy, timed out or broke, and the key makes a replay safe.
const RETRIED_STATUSES = new Set([408, 429])

/**
 * What happens to an outbox entry after an attempt (docs/decisions/005): sent is removed; no answer,
 * a 5xx, 408 or 429 is retried with backoff; a 401 waits for the owner to sign in again; any other
 * 4xx is final and keeps the server's message for the person to read.
 */
export function decideAfterAttempt(outcome: AttemptOutcome, attempts: number, now: number): Decision {
  if (outcome.kind === 'sent') return { action: 'remove' }
  if (outcome.kind === 'network') return { action: 'retry', nextAttemptAt: now + retryDelay(attempts) }
  const { status, message } = outcome
  if (status === 401) return { action: 'sign-in' }
  if (status >= 500 || RETRIED_STATUSES.has(status))
    return { action: 'retry', nextAttemptAt: now + retryDelay(attempts) }
  if (status >= 400) return { action: 'failed', message }
  // A redirect or other surprise is not a refusal: try again later rather than lose the entry.
  return { action: 'retry', nextAttemptAt: now + retryDelay(attempts) }
}
