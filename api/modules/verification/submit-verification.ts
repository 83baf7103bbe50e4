import { badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { licenceIsCurrent } from '../../domain/verification/verification-clock'
import { auditWithin } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { ownProfessionalId, signedIn } from '../../http/signed-in'
import { licenceFromDataUrl, type LicenceUpload } from './licence-upload'
import { presentVerification } from './present'
import { findVerification, replaceDocument, saveSubmission } from './repo'

/**
 * PUT /api/me/professional/verification: every submission waits for an admin again. A licence
 * already expired in its regulator's country is refused before the document is read.
 */
export const submitVerification: Handler<'submitVerification'> = async ({ ctx, deps, user, body }) => {
  const professionalId = ownProfessionalId(user)
  const actor = signedIn(user)
  if (!licenceIsCurrent(body.licenceExpiresOn, body.regulator, deps.licenceNow())) {
    throw badRequest(messages.licenceExpired, { licenceExpiresOn: messages.licenceExpired })
  }
  const upload: LicenceUpload | null = body.document ? await licenceFromDataUrl(body.document, deps.photoQueue) : null
  await deps.db.transaction(async (trx) => {
    await saveSubmission(trx, professionalId, {
      state: 'submitted',
      regulator: body.regulator,
      regulatorName: body.regulatorName ?? null,
      registrationNumber: body.registrationNumber,
      licenceExpiresOn: body.licenceExpiresOn,
      submittedAt: new Date().toISOString(),
      checkedAt: null,
      reason: null,
    })
    await auditWithin(trx, deps, ctx, {
      action: 'verificationSubmitted',
      actor: { id: actor.id, role: actor.role },
      subjectId: actor.id,
      target: { type: 'professional', id: professionalId },
    })
    if (body.document === undefined) return
    await replaceDocument(
      trx,
      professionalId,
      upload && {
        contentType: upload.type,
        bytes: upload.bytes.length,
        encrypted: deps.cipher.sealDocument(upload.bytes, professionalId),
      },
    )
  })
  return { body: presentVerification(await findVerification(deps.db, professionalId), deps.licenceNow()) }
}
