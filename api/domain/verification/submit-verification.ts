import { badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { VerificationInput } from '../../contract/schemas/verification'
import type { StoredVerification } from './verification-answer'
import { licenceIsCurrent } from './verification-clock'

/** What a submission writes, inside one transaction. `L` is the licence as the store keeps it. */
export type SubmissionStore<L> = {
  saveSubmission(professionalId: number, submitted: StoredVerification): Promise<void>
  recordSubmission(professionalId: number): Promise<void>
  /** Replaces the licence file, or removes it with null. */
  replaceDocument(professionalId: number, licence: L | null): Promise<void>
}

/**
 * What a submission needs: reading a licence sent as a data URL (the server decodes images, the
 * browser checks signatures; 400 when it is not one), and a transaction over the store.
 */
export type SubmissionPorts<L> = {
  readLicence(dataUrl: string): Promise<L>
  transaction(work: (store: SubmissionStore<L>) => Promise<void>): Promise<void>
}

type Request = { professionalId: number; body: VerificationInput; licenceNow: Date; now?: Date }

/**
 * A professional submits their licence for checking (docs/product.md#15-trust): every submission
 * waits for an admin again. A licence already expired in its regulator's country is refused
 * before the document is read; `document` absent keeps the file, null removes it.
 */
export async function submitVerification<L>(ports: SubmissionPorts<L>, request: Request): Promise<void> {
  const { professionalId, body, licenceNow, now = new Date() } = request
  if (!licenceIsCurrent(body.licenceExpiresOn, body.regulator, licenceNow)) {
    throw badRequest(messages.licenceExpired, { licenceExpiresOn: messages.licenceExpired })
  }
  const licence = body.document ? await ports.readLicence(body.document) : null
  await ports.transaction(async (store) => {
    await store.saveSubmission(professionalId, {
      state: 'submitted',
      regulator: body.regulator,
      regulatorName: body.regulatorName ?? null,
      registrationNumber: body.registrationNumber,
      licenceExpiresOn: body.licenceExpiresOn,
      submittedAt: now.toISOString(),
      checkedAt: null,
      reason: null,
    })
    await store.recordSubmission(professionalId)
    if (body.document !== undefined) await store.replaceDocument(professionalId, licence)
  })
}
