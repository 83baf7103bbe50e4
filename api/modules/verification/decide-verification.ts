import { conflict, notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { licenceIsCurrent, licenceValidUntil } from '../../domain/verification/verification-clock'
import { sameInstant } from '../../contract/time'
import { auditWithin } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { presentEntry } from './present'
import { decide, findEntry } from './repo'

/**
 * PATCH /api/admin/verifications/:professionalId: an admin verifies or rejects a submitted check
 * (409 otherwise); a licence that has run out meanwhile cannot be verified.
 */
export const decideVerification: Handler<'decideVerification'> = async ({ ctx, deps, user, params, body }) => {
  const admin = signedIn(user)
  const professionalId = params.professionalId!
  const now = deps.licenceNow()
  const entry = await deps.db.transaction(async (trx) => {
    const found = await findEntry(trx, professionalId)
    if (!found) throw notFound(messages.professionalNotFound)
    const { verification_state: state, regulator, licence_expires_on: expiresOn } = found
    if (state !== 'submitted' || !regulator || !expiresOn) throw conflict(messages.notSubmitted)
    if (!sameInstant(found.submitted_at, body.submittedAt)) throw conflict(messages.verificationChanged)
    if (body.decision === 'verified' && !licenceIsCurrent(expiresOn, regulator, now)) {
      throw conflict(messages.licenceExpired)
    }
    const decided = await decide(trx, professionalId, {
      state: body.decision,
      reason: body.decision === 'rejected' ? (body.reason ?? null) : null,
      adminId: admin.id,
      validUntil: licenceValidUntil(expiresOn, regulator).toISOString(),
    })
    if (!decided) throw conflict(messages.notSubmitted)
    await auditWithin(trx, deps, ctx, {
      action: body.decision === 'verified' ? 'verificationVerified' : 'verificationRejected',
      actor: { id: admin.id, role: admin.role },
      subjectId: Number(found.user_id),
      target: { type: 'professional', id: professionalId },
      detail: body.decision,
    })
    return (await findEntry(trx, professionalId))!
  })
  return { body: presentEntry(entry, now) }
}
