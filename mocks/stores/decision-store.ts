import type { DecisionStore } from '../../api/domain/verification/decide-verification'
import { recordMockAudit } from '../audit'
import { findProfessional } from '../repo'
import type { UserRow } from '../store'
import { verificationOf } from '../verifications'

/** An admin's decision over the in-memory store; a verified check's end is read from the clock, not kept. */
export function memoryDecisionStore(admin: UserRow): DecisionStore {
  return {
    async findSubmission(professionalId) {
      const professional = findProfessional(professionalId)
      if (!professional) return null
      const verification = verificationOf(professionalId)
      return {
        userId: professional.userId,
        state: verification?.state ?? null,
        regulator: verification?.regulator ?? null,
        licenceExpiresOn: verification?.licenceExpiresOn ?? null,
        submittedAt: verification?.submittedAt ?? null,
      }
    },
    async decide(professionalId, { state, reason, adminId, submittedAt }) {
      const verification = verificationOf(professionalId)
      if (verification?.state !== 'submitted' || verification.submittedAt !== submittedAt) return false
      Object.assign(verification, { state, reason, checkedAt: new Date().toISOString(), checkedBy: adminId })
      return true
    },
    async recordDecision(professionalId, subjectId, decision) {
      recordMockAudit({
        action: decision === 'verified' ? 'verificationVerified' : 'verificationRejected',
        actor: { id: admin.id, role: admin.role },
        subjectId,
        target: { type: 'professional', id: professionalId },
        detail: decision,
      })
    },
  }
}
