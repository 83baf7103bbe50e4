import { badRequest } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { licenceIsCurrent } from '../../api/domain/verification/verification-clock'
import { recordMockAudit } from '../audit'
import { licenceNow } from '../licence-clock'
import { licenceDownload, replaceLicenceDocument } from '../licence-documents'
import { store } from '../store'
import { presentVerification, verificationOf } from '../verifications'
import { mockRoute } from './pipeline'

export const verificationHandlers = [
  mockRoute('myVerification', ({ professional }) => ({ body: presentVerification(professional.id) })),

  mockRoute('submitVerification', ({ user, professional, body }) => {
    if (!licenceIsCurrent(body.licenceExpiresOn, body.regulator, licenceNow())) {
      throw badRequest(messages.licenceExpired, { licenceExpiresOn: messages.licenceExpired })
    }
    const now = new Date()
    if (body.document !== undefined) replaceLicenceDocument(professional.id, body.document, now)
    const submitted = {
      state: 'submitted' as const,
      regulator: body.regulator,
      regulatorName: body.regulatorName ?? null,
      registrationNumber: body.registrationNumber,
      licenceExpiresOn: body.licenceExpiresOn,
      submittedAt: now.toISOString(),
      checkedAt: null,
      checkedBy: null,
      reason: null,
    }
    const existing = verificationOf(professional.id)
    if (existing) Object.assign(existing, submitted)
    else store.verifications.push({ ...submitted, professionalId: professional.id })
    recordMockAudit({
      action: 'verificationSubmitted',
      actor: { id: user.id, role: user.role },
      subjectId: user.id,
      target: { type: 'professional', id: professional.id },
    })
    return { body: presentVerification(professional.id) }
  }),

  mockRoute('myLicenceDocument', ({ user, professional }) => licenceDownload(user, professional)),
]
