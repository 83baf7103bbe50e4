import { notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { VERIFICATION_ACTIONS } from '../../api/contract/schemas/audit'
import { adminListPage } from '../../api/domain/verification/admin-list'
import { decideVerification } from '../../api/domain/verification/decide-verification'
import { presentAdminAuditEvent } from '../audit-events'
import { licenceNow } from '../licence-clock'
import { licenceDownload } from '../licence-documents'
import { presentAdminEntry } from '../present'
import { findProfessional } from '../repo'
import { store, type ProfessionalRow } from '../store'
import { memoryDecisionStore } from '../stores/decision-store'
import { mockRoute } from './pipeline'

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
    const { page, total } = adminListPage(store.professionals.map(presentAdminEntry), query)
    return { body: page, headers: { 'X-Total-Count': String(total) } }
  }),

  mockRoute('decideVerification', async ({ user, params, body }) => {
    const professionalId = params.professionalId!
    await decideVerification(memoryDecisionStore(user), { adminId: user.id, professionalId, body, now: licenceNow() })
    return { body: presentAdminEntry(professionalOrNotFound(professionalId)) }
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
