import type { Knex } from 'knex'
import type { DecisionStore } from '../../domain/verification/decide-verification'
import { decide, findEntry } from './repo'

/** An admin's decision over one transaction; `record` writes its audit entry in it. */
export function knexDecisionStore(
  trx: Knex.Transaction,
  record: (trx: Knex.Transaction, professionalId: number, subjectId: number, decision: string) => Promise<void>,
): DecisionStore {
  return {
    async findSubmission(professionalId) {
      const found = await findEntry(trx, professionalId)
      if (!found) return null
      return {
        userId: Number(found.user_id),
        state: found.verification_state,
        regulator: found.regulator,
        licenceExpiresOn: found.licence_expires_on,
        submittedAt: found.submitted_at,
      }
    },
    decide: (professionalId, decision) => decide(trx, professionalId, decision),
    recordDecision: (professionalId, subjectId, decision) => record(trx, professionalId, subjectId, decision),
  }
}
