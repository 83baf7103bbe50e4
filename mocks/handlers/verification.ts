import { pageOf } from '../../api/domain/paging'
import { adminListPage } from '../../api/domain/verification/admin-list'
import { entryAnswer, verificationTable } from '../../api/domain/verification/route-table'
import { VERIFICATION_ACTIONS } from '../../api/contract/schemas/audit'
import { recordMockAudit } from '../audit'
import { presentAdminAuditEvent } from '../audit-events'
import { licenceNow } from '../licence-clock'
import type { MockLicence } from '../licence-documents'
import { entryFactsOf } from '../present'
import { findProfessional } from '../repo'
import { signedInUser } from '../sessions'
import { store } from '../store'
import { memoryDecisionStore } from '../stores/decision-store'
import { memorySubmissionPorts } from '../stores/submission-store'
import { licenceDocumentOf, storedDocumentOf, verificationOf } from '../verifications'
import { mockTable } from './table'

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

const verificationEvents = () =>
  store.auditEvents
    .filter((event) => (VERIFICATION_ACTIONS as readonly string[]).includes(event.action))
    .sort((a, b) => b.id - a.id)

/** A professional's verification and the admins' queue over the arrays; the lock stands for each transaction. */
export const verificationHandlers = mockTable(verificationTable<MockLicence>(), ({ user }) => ({
  licenceNow,
  findCheck: async (professionalId) => ({
    verification: verificationOf(professionalId) ?? null,
    document: storedDocumentOf(professionalId),
  }),
  submission: memorySubmissionPorts(user),
  async decide(professionalId, work) {
    await work(memoryDecisionStore(signedInUser(user)))
    return entryFactsOf(findProfessional(professionalId)!)
  },
  listEntries: async (query, now) =>
    adminListPage(
      store.professionals.map((row) => entryAnswer(entryFactsOf(row), now)),
      query,
    ),
  async findEntry(professionalId) {
    const professional = findProfessional(professionalId)
    return professional ? entryFactsOf(professional) : null
  },
  async readLicence(professionalId) {
    const document = licenceDocumentOf(professionalId)
    return document ? { contentType: document.contentType, bytes: fromBase64(document.base64) } : null
  },
  recordLicenceRead: async (reader, professionalId, ownerId) =>
    recordMockAudit({
      action: 'licenceDocumentRead',
      actor: { id: reader.id, role: reader.role },
      subjectId: ownerId,
      target: { type: 'professional', id: professionalId },
    }),
  auditEvents: async (page) => pageOf(verificationEvents().map(presentAdminAuditEvent), page),
}))
