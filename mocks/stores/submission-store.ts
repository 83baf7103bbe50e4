import type { SubmissionPorts } from '../../api/domain/verification/submit-verification'
import { recordMockAudit } from '../audit'
import { readMockLicence, replaceLicenceDocument, type MockLicence } from '../licence-documents'
import { signedInUser } from '../sessions'
import { store, type UserRow } from '../store'
import { verificationOf } from '../verifications'

/** A licence submission over the in-memory store; the pipeline's lock stands for the transaction. */
export function memorySubmissionPorts(user: UserRow | null): SubmissionPorts<MockLicence> {
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
          const actor = signedInUser(user)
          recordMockAudit({
            action: 'verificationSubmitted',
            actor: { id: actor.id, role: actor.role },
            subjectId: actor.id,
            target: { type: 'professional', id: professionalId },
          })
        },
        replaceDocument: async (professionalId, licence) => replaceLicenceDocument(professionalId, licence, new Date()),
      }),
  }
}
