import type { Knex } from 'knex'
import { demoVerification } from '../domain/verification/demo-verification'
import type { StoredVerification } from '../domain/verification/verification-answer'
import { licenceValidUntil } from '../domain/verification/verification-clock'
import { bulkInsert } from './bulk-insert'

type Db = Knex | Knex.Transaction

/** The directory stops counting the professional as verified (its ordering column and the check's end). */
export async function withdrawCheck(db: Db, professionalId: number): Promise<void> {
  await db('professionals').where({ id: professionalId }).update({ is_verified: false, verified_until: null })
}

/**
 * Sends a check that stands at `now`, or waits in the queue, back to the admins' queue as a new
 * submission, as a changed name does (docs/product.md#15-trust): an admin who read the old name
 * can no longer decide on it. True when there was one.
 */
export async function resubmitStandingCheck(trx: Knex.Transaction, professionalId: number, now: Date) {
  const changed = await trx('verifications')
    .where({ professional_id: professionalId })
    .where((check) =>
      check
        .where('state', 'submitted')
        .orWhere((standing) => standing.where('state', 'verified').where('valid_until', '>', now.toISOString())),
    )
    .update({ state: 'submitted', submitted_at: new Date().toISOString(), checked_at: null, checked_by: null })
  if (changed === 0) return false
  await withdrawCheck(trx, professionalId)
  return true
}

/**
 * A verifications row for a stored verification (valid_until: the end of the expiry date in the
 * regulator's country), with no admin named: a submission or a seeded check.
 */
export function verificationRow(professionalId: number, stored: StoredVerification) {
  return {
    professional_id: professionalId,
    state: stored.state,
    regulator: stored.regulator,
    regulator_name: stored.regulatorName,
    registration_number: stored.registrationNumber,
    licence_expires_on: stored.licenceExpiresOn,
    valid_until: licenceValidUntil(stored.licenceExpiresOn, stored.regulator).toISOString(),
    submitted_at: stored.submittedAt,
    checked_at: stored.checkedAt,
    checked_by: null,
    reason: stored.reason,
  }
}

/**
 * The demo check of a seeded professional shown as verified (api/contract/demo-verification.ts):
 * its verifications row and the directory's verified columns.
 */
export function demoCheck(professionalId: number, location: string | null, now: Date) {
  const row = verificationRow(professionalId, demoVerification(professionalId, location, now))
  return { row, directory: { is_verified: true, verified_until: row.valid_until } }
}

export type VerificationRow = ReturnType<typeof verificationRow>

export async function insertVerificationRows(db: Db, rows: readonly VerificationRow[]): Promise<void> {
  if (rows.length === 0) return
  await bulkInsert(db, 'verifications', Object.keys(rows[0]!) as (keyof VerificationRow)[], rows)
}
