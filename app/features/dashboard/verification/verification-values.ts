import * as v from 'valibot'
import { LICENCE_DOCUMENT_MIME_TYPES, LICENCE_MAX_BYTES } from '../../../../api/contract/licence-documents'
import { messages } from '../../../../api/contract/messages'
import { isOtherRegulator, REGULATOR_IDS, regulatorOf, type RegulatorId } from '../../../../api/contract/regulators'
import { VerificationInput, type Verification } from '../../../../api/contract/schemas/verification'
import { schemaFieldErrors } from '../../../components/form/schema-field-errors'

/** The verification form's values: the selects' choices, the texts as typed and the file chosen. */
export type VerificationFormValues = {
  /** Only narrows the regulators offered; the API takes the regulator, which names its country. */
  country: string | undefined
  regulator: string | undefined
  regulatorName: string
  registrationNumber: string
  licenceExpiresOn: string
  /** Read into a data URL only when sent; none keeps the file sent before. */
  document: File | null
}

const isRegulatorId = (value: string | undefined): value is RegulatorId =>
  (REGULATOR_IDS as readonly (string | undefined)[]).includes(value)

/** Whether the chosen regulator is a country's "Other", which needs its name typed. */
export const needsRegulatorName = (regulator: string | undefined): boolean =>
  isRegulatorId(regulator) && isOtherRegulator(regulator)

/** The form filled with what was sent last, so a renewal or a correction changes only what changed. */
export function verificationFormValues(verification: Verification): VerificationFormValues {
  return {
    country: verification.regulator ? regulatorOf(verification.regulator).country : undefined,
    regulator: verification.regulator ?? undefined,
    regulatorName: verification.regulatorName ?? '',
    registrationNumber: verification.registrationNumber ?? '',
    licenceExpiresOn: verification.licenceExpiresOn ?? '',
    document: null,
  }
}

/** The details as the contract takes them; a name typed for "Other" is dropped once another regulator is chosen. */
function detailsOf(values: VerificationFormValues) {
  return {
    regulator: values.regulator,
    regulatorName: needsRegulatorName(values.regulator) ? values.regulatorName : null,
    registrationNumber: values.registrationNumber,
    licenceExpiresOn: values.licenceExpiresOn,
  }
}

/** The contract's VerificationInput messages for the details, by field; undefined when they pass. */
export const detailsProblems = (values: VerificationFormValues): Record<string, string> | undefined =>
  schemaFieldErrors(VerificationInput, detailsOf(values))

/** The details, checked (call detailsProblems first). */
export const verificationDetails = (values: VerificationFormValues): VerificationInput =>
  v.parse(VerificationInput, detailsOf(values))

/** The contract's message for a file the server would refuse by its type or size; undefined when it may be sent. */
export function documentProblem(file: File | null): string | undefined {
  if (!file) return undefined
  if (!(LICENCE_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return messages.licenceDocumentInvalid
  if (file.size > LICENCE_MAX_BYTES) return messages.licenceDocumentTooLarge
  return undefined
}
