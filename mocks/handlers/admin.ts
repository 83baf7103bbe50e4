import { adminSearch, matchesAdminSearch } from '../../api/domain/professionals/admin-search'
import { compareByName } from '../../api/domain/professionals/directory'
import { notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { VERIFICATION_ACTIONS } from '../../api/contract/schemas/audit'
import type { AdminVerification } from '../../api/contract/schemas/verification'
import { decideVerification } from '../../api/domain/verification/decide-verification'
import { presentAdminAuditEvent } from '../audit-events'
import { licenceNow } from '../licence-clock'
import { licenceDownload } from '../licence-documents'
import { presentProfessional } from '../present'
import { findProfessional } from '../repo'
import { store, type ProfessionalRow } from '../store'
import { memoryDecisionStore } from '../stores/decision-store'
import { isListed, presentVerification } from '../verifications'
import { mockRoute } from './pipeline'

function presentEntry(professional: ProfessionalRow): AdminVerification {
  return {
    professional: { ...presentProfessional(professional), listed: isListed(professional) },
    verification: presentVerification(professional.id),
  }
}

/** The queue oldest first; every other list by name. */
const bySubmission = (a: AdminVerification, b: AdminVerification) =>
  a.verification.submittedAt === b.verification.submittedAt
    ? a.professional.id - b.professional.id
    : a.verification.submittedAt! < b.verification.submittedAt!
      ? -1
      : 1

const verificationEvents = () =>
  store.auditEvents
    .filter((event) => (VERIFICATION_ACTIONS as readonly string[]).includes(event.action))
    .sort((a, b) => b.id - a.id)

function professionalOrNotFound(professionalId: number): ProfessionalRow {
  const professional = findProfessional(professionalId)
  if (!professional) throw notFound(messages.professionalNotFound)
  return professional
}

export const adminHandlers = [
  mockRoute('adminVerifications', ({ query }) => {
    const search = adminSearch(query.q)
    const entries = store.professionals
      .map(presentEntry)
      .filter((entry) => !query.state || entry.verification.state === query.state)
      .filter((entry) => !search || matchesAdminSearch(entry.professional, search))
      .sort((a, b) =>
        query.state === 'submitted' ? bySubmission(a, b) : compareByName(a.professional, b.professional),
      )
    return {
      body: entries.slice(query.offset, query.offset + query.limit),
      headers: { 'X-Total-Count': String(entries.length) },
    }
  }),

  mockRoute('decideVerification', async ({ user, params, body }) => {
    const professionalId = params.professionalId!
    await decideVerification(memoryDecisionStore(user), { adminId: user.id, professionalId, body, now: licenceNow() })
    return { body: presentEntry(professionalOrNotFound(professionalId)) }
  }),

  mockRoute('adminLicenceDocument', ({ user, params }) =>
    licenceDownload(user, professionalOrNotFound(params.professionalId!)),
  ),

  mockRoute('adminAudit', ({ query }) => {
    const events = verificationEvents()
    return {
      body: events.slice(query.offset, query.offset + query.limit).map(presentAdminAuditEvent),
      headers: { 'X-Total-Count': String(events.length) },
    }
  }),
]
