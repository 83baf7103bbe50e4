import type { Knex } from 'knex'

export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60 * 1000
const PRUNE_INTERVAL_MS = 60 * 1000

const TABLE = 'login_attempts'
let lastPrune = 0

type AttemptRow = { attempted_at: number | string }

export type Attempt = { id: number } | { retryAfterSeconds: number }

/**
 * Brute-force limit per lower-cased username (docs/decisions/001), kept in the database so every
 * API process shares it, and keyed on the username only, whatever the client's IP claims.
 *
 * The attempt is recorded before the password is checked and counts as a failure until it
 * succeeds: so a burst of simultaneous guesses gets at most five tries, not one per request.
 */
export async function beginAttempt(db: Knex, usernameKey: string, now = Date.now()): Promise<Attempt> {
  const windowStart = now - WINDOW_MS
  await prune(db, usernameKey, windowStart, now)
  const [inserted] = await db(TABLE)
    .insert({ username_key: usernameKey, attempted_at: now })
    .returning<{ id: number }[]>('id')
  const id = Number(inserted!.id)
  const earlier: AttemptRow[] = await db(TABLE)
    .select('attempted_at')
    .where('username_key', usernameKey)
    .andWhere('attempted_at', '>', windowStart)
    .andWhere('id', '<', id)
    .orderBy([
      { column: 'attempted_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(MAX_FAILURES)
  if (earlier.length < MAX_FAILURES) return { id }
  // Locked: this attempt is not a failure of its own, so it does not extend the lock.
  await db(TABLE).where({ id }).delete()
  // The count drops below the limit when the fifth most recent failure leaves the window.
  const leavesAt = Number(earlier[MAX_FAILURES - 1]!.attempted_at) + WINDOW_MS
  return { retryAfterSeconds: Math.max(1, Math.ceil((leavesAt - now) / 1000)) }
}

/** A successful sign-in clears the username's counter. */
export async function clearAttempts(db: Knex, usernameKey: string): Promise<void> {
  await db(TABLE).where('username_key', usernameKey).delete()
}

async function prune(db: Knex, usernameKey: string, windowStart: number, now: number): Promise<void> {
  await db(TABLE).where('username_key', usernameKey).andWhere('attempted_at', '<=', windowStart).delete()
  if (now - lastPrune < PRUNE_INTERVAL_MS) return
  lastPrune = now
  await db(TABLE).where('attempted_at', '<=', windowStart).delete()
}
