import type { AdminVerification } from '../../contract/schemas/verification'
import { presentProfessional, type ProfessionalFacts } from '../professionals/present'
import { verificationAnswer, type StoredDocument, type StoredVerification } from './verification-answer'

/** One professional in the admin's list at `now`: the profile, whether it is listed, and the verification. */
export function presentAdminVerification(
  professional: ProfessionalFacts & { listed: boolean },
  verification: StoredVerification | null,
  document: StoredDocument | null,
  now: Date,
): AdminVerification {
  return {
    professional: { ...presentProfessional(professional, now), listed: professional.listed },
    verification: verificationAnswer(verification, document, now),
  }
}
