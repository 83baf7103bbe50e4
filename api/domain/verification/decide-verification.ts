import { conflict, notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { RegulatorId } from '../../contract/regulators'
import type { AdminDecision } from '../../contract/schemas/verification'
import { sameInstant } from '../../contract/time'
import type { StoredVerificationState } from './verification-answer'
import { licenceIsCurrent, licenceValidUntil } from './verification-clock'

/** What a decision is judged on: whose check it is and the submission as it stands. */
export type Submission = {
  userId: number
  state: StoredVerificationState | null
  regulator: RegulatorId | null
  licenceExpiresOn: string | null
  submittedAt: string | Date | null
}

export type Decision = {
  state: 'verified' | 'rejected'
  reason: string | null
  adminId: number
  validUntil: string
  /** The submission decided on, as `findSubmission` read it: a newer one is not this decision's. */
  submittedAt: string | Date
}

/**
 * The storage an admin's decision needs, inside one transaction of the caller's: the server's over
 * Knex (api/modules/verification/decision-store.ts), the mocks' over their arrays.
 */
export type DecisionStore = {
  /** The professional's check, null for no such professional; `state` null when nothing was submitted. */
  findSubmission(professionalId: number): Promise<Submission | null>
  /**
   * Records the decision only if the check is still the submission read (`submittedAt`), even when
   * a request beside this one changed it since; false when it was decided or resubmitted meanwhile.
   */
  decide(professionalId: number, decision: Decision): Promise<boolean>
  recordDecision(professionalId: number, subjectId: number, decision: Decision['state']): Promise<void>
}

type Request = { adminId: number; professionalId: number; body: AdminDecision; now: Date }

/**
 * An admin verifies or rejects a submitted check (docs/product.md#15-trust), naming the submission
 * they read: 409 when there is none, when it changed since, or when a licence to verify has run out.
 */
export async function decideVerification(store: DecisionStore, request: Request): Promise<void> {
  const { adminId, professionalId, body, now } = request
  const found = await store.findSubmission(professionalId)
  if (!found) throw notFound(messages.professionalNotFound)
  const { state, regulator, licenceExpiresOn, submittedAt } = found
  if (state !== 'submitted' || !regulator || !licenceExpiresOn || !submittedAt) throw conflict(messages.notSubmitted)
  if (!sameInstant(submittedAt, body.submittedAt)) throw conflict(messages.verificationChanged)
  if (body.decision === 'verified' && !licenceIsCurrent(licenceExpiresOn, regulator, now)) {
    throw conflict(messages.licenceExpired)
  }
  const decision: Decision = {
    state: body.decision,
    reason: body.decision === 'rejected' ? (body.reason ?? null) : null,
    adminId,
    validUntil: licenceValidUntil(licenceExpiresOn, regulator).toISOString(),
    submittedAt,
  }
  if (!(await store.decide(professionalId, decision))) throw await changedMeanwhile(store, professionalId)
  await store.recordDecision(professionalId, found.userId, decision.state)
}

/** The 409 for a check that changed after the decision read it: decided by someone else, or resubmitted. */
async function changedMeanwhile(store: DecisionStore, professionalId: number) {
  const now = await store.findSubmission(professionalId)
  return conflict(now?.state === 'submitted' ? messages.verificationChanged : messages.notSubmitted)
}
