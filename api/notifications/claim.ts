import type { Knex } from 'knex'
import { isPostgres } from '../db/dialect'

/** A due row as the worker claimed it. */
export type ClaimedRow = {
  id: number
  user_id: number
  channel: 'sms' | 'push'
  event: string
  subject: string
  booking_id: number | null
  language: string
  attempts: number
  body_encrypted: string | null
  claimed_until: string
}

/**
 * Takes up to `limit` due rows for this worker until `leaseEnd`: pending, scheduled by now, and
 * either never claimed or left by a worker whose lease ran out (it crashed). On PostgreSQL
 * concurrent workers skip each other's locked rows (FOR UPDATE SKIP LOCKED), so no row is claimed
 * twice; SQLite has one writer at a time.
 */
export async function claimDue(db: Knex, now: Date, leaseEnd: Date, limit: number): Promise<ClaimedRow[]> {
  const at = now.toISOString()
  const lock = isPostgres(db) ? 'FOR UPDATE SKIP LOCKED' : ''
  const rows = (await db.raw(
    `UPDATE notifications SET claimed_until = ?, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM notifications
       WHERE state = 'pending' AND channel IN ('sms', 'push') AND scheduled_at <= ?
         AND (claimed_until IS NULL OR claimed_until < ?)
       ORDER BY scheduled_at, id LIMIT ? ${lock}
     )
     RETURNING id, user_id, channel, event, subject, booking_id, language, attempts, body_encrypted, claimed_until`,
    [leaseEnd.toISOString(), at, at, limit],
  )) as { rows: ClaimedRow[] } | ClaimedRow[]
  const claimed = Array.isArray(rows) ? rows : rows.rows
  return claimed.map((row) => ({ ...row, id: Number(row.id), user_id: Number(row.user_id) }))
}

type Outcome =
  | { state: 'sent'; providerId: string | null; sentAt: string }
  | { state: 'skipped' | 'failed' }
  | { state: 'pending'; scheduledAt: string; tried: boolean }

/** Ends this worker's claim with the row's outcome; nothing when another worker took it back meanwhile. */
export async function settle(db: Knex, row: ClaimedRow, outcome: Outcome): Promise<void> {
  const fields =
    outcome.state === 'sent'
      ? { state: 'sent', provider_id: outcome.providerId, sent_at: outcome.sentAt }
      : outcome.state === 'pending'
        ? { scheduled_at: outcome.scheduledAt, attempts: outcome.tried ? row.attempts : row.attempts - 1 }
        : { state: outcome.state }
  await db('notifications')
    .where({ id: row.id, claimed_until: row.claimed_until })
    .update({ ...fields, claimed_until: null })
}

/**
 * Renews this worker's claim on a row of its batch just before sending it, until `leaseEnd`; null
 * when the claim ran out while the rows before it were sent and another worker took the row back.
 */
/** Gives claimed rows back unsent (a worker stopping): due again at once, their claim's attempt not counted. */
export async function releaseClaims(db: Knex, rows: readonly ClaimedRow[]): Promise<void> {
  for (const row of rows) {
    await db('notifications')
      .where({ id: row.id, claimed_until: row.claimed_until, state: 'pending' })
      .update({ claimed_until: null, attempts: db.raw('attempts - 1') })
  }
}

export async function renewClaim(db: Knex, row: ClaimedRow, leaseEnd: Date): Promise<ClaimedRow | null> {
  const claimedUntil = leaseEnd.toISOString()
  const renewed = await db('notifications')
    .where({ id: row.id, claimed_until: row.claimed_until, state: 'pending' })
    .update({ claimed_until: claimedUntil })
  return renewed === 1 ? { ...row, claimed_until: claimedUntil } : null
}
