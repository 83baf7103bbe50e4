import type { SubmissionPorts } from '../../api/domain/verification/submit-verification'
import { recordMockAudit } from '../audit'
import { readMockLicence, replaceLicenceDocument, type MockLicence } from '../licence-documents'
import { store, type UserRow } from '../store'
import { verificationOf } from '../verifications'

/** A licence submission over the in-memory store; the pipeline's lock stands for the transaction. */
export function memorySubmissionPorts(user: UserRow): SubmissionPorts<MockLicence> {
  return {
    readLicence: readMockLicence,
    transaction: (work) =>
      work({
        async saveSubmission(professionalId, submitted) {
          const existing = verificationOf(professionalId)
          if (existing) Object.assign(existing, submitted, { checkedBy: null })
          else store.verifications.push({ ...submitted, professionalId, checkedBy: null })
        },
        async recordSubmission(professionalId) {
          recordMockAudit({
            action: 'verificationSubmitted',
            actor: { id: user.id, role: user.role },
            subjectId: user.id,
            target: { type: 'professional', id: professionalId },
          })
        },
        replaceDocument: async (professionalId, licence) => replaceLicenceDocument(professionalId, licence, new Date()),
      }),
  }
}
