import type { Knex } from 'knex'
import { decideVerification as decide } from '../../domain/verification/decide-verification'
import { auditWithin } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { knexDecisionStore } from './decision-store'
import { presentEntry } from './present'
import { findEntry } from './repo'

/**
 * PATCH /api/admin/verifications/:professionalId: an admin verifies or rejects a submitted check
 * (409 otherwise); a licence that has run out meanwhile cannot be verified.
 */
export const decideVerification: Handler<'decideVerification'> = async ({ ctx, deps, user, params, body }) => {
  const admin = signedIn(user)
  const professionalId = params.professionalId!
  const now = deps.licenceNow()
  const record = (trx: Knex.Transaction, id: number, subjectId: number, decision: string) =>
    auditWithin(trx, deps, ctx, {
      action: decision === 'verified' ? 'verificationVerified' : 'verificationRejected',
      actor: { id: admin.id, role: admin.role },
      subjectId,
      target: { type: 'professional', id },
      detail: decision,
    })
  const entry = await deps.db.transaction(async (trx) => {
    await decide(knexDecisionStore(trx, record), { adminId: admin.id, professionalId, body, now })
    return (await findEntry(trx, professionalId))!
  })
  return { body: presentEntry(entry, now) }
}
