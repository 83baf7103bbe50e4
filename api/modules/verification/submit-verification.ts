import type { Context } from 'koa'
import type { Knex } from 'knex'
import type { SubmissionPorts } from '../../domain/verification/submit-verification'
import { auditWithin } from '../../http/audit-entries'
import type { AppDeps, SessionUser } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { licenceFromDataUrl, type LicenceUpload } from './licence-upload'
import { replaceDocument, saveSubmission } from './repo'

/** A licence submission's ports: the licence decoded before the transaction, sealed in it. */
export function licenceSubmission(
  ctx: Context,
  deps: AppDeps,
  user: SessionUser | null,
): SubmissionPorts<LicenceUpload> {
  return {
    readLicence: (dataUrl) => licenceFromDataUrl(dataUrl, deps.photoQueue),
    transaction: (work) =>
      deps.db.transaction((trx: Knex.Transaction) => {
        const actor = signedIn(user)
        return work({
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
        })
      }),
  }
}
