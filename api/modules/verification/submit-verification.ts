import type { Knex } from 'knex'
import { submitVerification as submit, type SubmissionPorts } from '../../domain/verification/submit-verification'
import { auditWithin } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { ownProfessionalId, signedIn } from '../../http/signed-in'
import { licenceFromDataUrl, type LicenceUpload } from './licence-upload'
import { findVerification, presentVerification } from '../../db/verification-view'
import { replaceDocument, saveSubmission } from './repo'

/** PUT /api/me/professional/verification: the licence decoded before the transaction, sealed in it. */
export const submitVerification: Handler<'submitVerification'> = async ({ ctx, deps, user, body }) => {
  const professionalId = ownProfessionalId(user)
  const actor = signedIn(user)
  const ports: SubmissionPorts<LicenceUpload> = {
    readLicence: (dataUrl) => licenceFromDataUrl(dataUrl, deps.photoQueue),
    transaction: (work) =>
      deps.db.transaction((trx: Knex.Transaction) =>
        work({
          saveSubmission: (id, submitted) => saveSubmission(trx, id, submitted),
          recordSubmission: (id) =>
            auditWithin(trx, deps, ctx, {
              action: 'verificationSubmitted',
              actor: { id: actor.id, role: actor.role },
              subjectId: actor.id,
              target: { type: 'professional', id },
            }),
          replaceDocument: (id, licence) =>
            replaceDocument(
              trx,
              id,
              licence && {
                contentType: licence.type,
                bytes: licence.bytes.length,
                encrypted: deps.cipher.sealDocument(licence.bytes, id),
              },
            ),
        }),
      ),
  }
  await submit(ports, { professionalId, body, licenceNow: deps.licenceNow() })
  return { body: presentVerification(await findVerification(deps.db, professionalId), deps.licenceNow()) }
}
