import type { Knex } from 'knex'
import { RATE_LIMITS_TABLE } from './rate-limiter'
import { purgeDeletedClientRecords } from './record-retention'

/**
 * How long an Idempotency-Key answers a replay. An offline outbox may hold a booking for days on a
 * phone without signal; 30 days covers that with room to spare.
 */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes rows no rule reads any more: old idempotency keys, rate-limit counters past their window,
 * phone codes past their life (each names a phone; a code past expires_at is refused anyway).
 */
export async function purgeExpired(db: Knex, now = Date.now()): Promise<void> {
  await db('idempotency_keys')
    .where('created_at', '<', now - IDEMPOTENCY_RETENTION_MS)
    .delete()
  await db(RATE_LIMITS_TABLE).where('expire', '<', now).delete()
  await db('phone_codes').where('expires_at', '<', new Date(now).toISOString()).delete()
}

/**
 * Moves professionals whose verified licence has run out out of the directory's verified-first
 * order. Every read of a check compares its end with the time itself; this only keeps the
 * ordering column (is_verified) in step.
 */
export async function clearLapsedChecks(db: Knex, now = new Date()): Promise<void> {
  await db('professionals')
    .where({ is_verified: true })
    .where('verified_until', '<=', now.toISOString())
    .update({ is_verified: false })
}

/**
 * Runs purgeExpired, clearLapsedChecks and purgeDeletedClientRecords now and every hour; the timer
 * does not keep the process alive.
 */
export function startHousekeeping(db: Knex, onError: (error: unknown) => void): void {
  const run = () =>
    purgeExpired(db)
      .then(() => clearLapsedChecks(db))
      .then(() => purgeDeletedClientRecords(db))
      .catch(onError)
  void run()
  setInterval(run, HOUSEKEEPING_INTERVAL_MS).unref()
}
