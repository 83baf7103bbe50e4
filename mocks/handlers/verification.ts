import { submitVerification } from '../../api/domain/verification/submit-verification'
import { licenceNow } from '../licence-clock'
import { licenceDownload } from '../licence-documents'
import { memorySubmissionPorts } from '../stores/submission-store'
import { presentVerification } from '../verifications'
import { mockRoute } from './pipeline'

export const verificationHandlers = [
  mockRoute('myVerification', ({ professional }) => ({ body: presentVerification(professional.id) })),

  mockRoute('submitVerification', async ({ user, professional, body }) => {
    const request = { professionalId: professional.id, body, licenceNow: licenceNow() }
    await submitVerification(memorySubmissionPorts(user), request)
    return { body: presentVerification(professional.id) }
  }),

  mockRoute('myLicenceDocument', ({ user, professional }) => licenceDownload(user, professional)),
]
