import * as v from 'valibot'
import { LICENCE_DATA_URL, LICENCE_DOCUMENT_MIME_TYPES } from '../licence-documents'
import { messages } from '../messages'
import { isOtherRegulator, REGULATOR_IDS, type RegulatorId } from '../regulators'
import { Instant, isCalendarDate } from './bookings'
import { pageFields } from './paging'
import { Professional } from './professionals'
import { multiLine, singleLine } from './text'

/**
 * unverified: nothing submitted. submitted: waiting for an admin. verified: checked, until the
 * licence runs out. rejected: the admin's reason says why. expired: verified, but the licence's
 * expiry date has passed in its country (never stored: read from the clock).
 */
export const VERIFICATION_STATES = ['unverified', 'submitted', 'verified', 'rejected', 'expired'] as const
export type VerificationState = (typeof VERIFICATION_STATES)[number]

const text = (max: number, required: string) =>
  v.pipe(v.string(required), singleLine, v.trim(), v.nonEmpty(required), v.maxLength(max))

type RegulatorFields = { regulator: RegulatorId; regulatorName?: string | null }
const nameGivenForOther = (input: RegulatorFields) => !isOtherRegulator(input.regulator) || !!input.regulatorName
const nameOnlyForOther = (input: RegulatorFields) => isOtherRegulator(input.regulator) || !input.regulatorName

/**
 * PUT /api/me/professional/verification. `document`: a data URL replaces the licence file, null
 * removes it, absent keeps it. An expiry date already past in the regulator's country is 400
 * licenceExpired (checked by the handler, which knows the time).
 */
export const VerificationInput = v.pipe(
  v.strictObject({
    regulator: v.picklist(REGULATOR_IDS, messages.regulatorRequired),
    regulatorName: v.optional(v.nullable(text(120, messages.regulatorNameRequired))),
    registrationNumber: text(60, messages.registrationNumberRequired),
    licenceExpiresOn: v.pipe(
      v.string(messages.licenceExpiryRequired),
      v.nonEmpty(messages.licenceExpiryRequired),
      v.check(isCalendarDate, messages.dateInvalid),
    ),
    document: v.optional(v.nullable(v.pipe(v.string(), v.regex(LICENCE_DATA_URL, messages.licenceDocumentInvalid)))),
  }),
  v.forward(v.partialCheck([['regulator'], ['regulatorName']], nameGivenForOther, messages.regulatorNameRequired), [
    'regulatorName',
  ]),
  v.forward(v.partialCheck([['regulator'], ['regulatorName']], nameOnlyForOther, messages.regulatorNameNotExpected), [
    'regulatorName',
  ]),
)
export type VerificationInput = v.InferOutput<typeof VerificationInput>

/** The uploaded licence file: its type and size, never its bytes (those are a separate download). */
export const LicenceDocument = v.strictObject({
  contentType: v.picklist(LICENCE_DOCUMENT_MIME_TYPES),
  bytes: v.pipe(v.number(), v.integer()),
})

/**
 * GET/PUT /api/me/professional/verification and each admin queue entry: what was submitted and
 * where it stands. Fields are null until submitted; `reason` only when rejected; `checkedAt` once an
 * admin decided; `validUntil` (the end of the expiry date in the regulator's country) once submitted.
 */
export const Verification = v.strictObject({
  state: v.picklist(VERIFICATION_STATES),
  regulator: v.nullable(v.picklist(REGULATOR_IDS)),
  regulatorName: v.nullable(v.string()),
  registrationNumber: v.nullable(v.string()),
  licenceExpiresOn: v.nullable(v.string()),
  document: v.nullable(LicenceDocument),
  submittedAt: v.nullable(Instant),
  reason: v.optional(v.string()),
  checkedAt: v.optional(Instant),
  validUntil: v.optional(Instant),
})
export type Verification = v.InferOutput<typeof Verification>

/** GET /api/admin/verifications: `state` narrows (submitted: the queue, oldest first); `q` searches names and usernames. */
export const AdminVerificationsQuery = v.strictObject({
  state: v.optional(v.picklist(VERIFICATION_STATES)),
  q: v.optional(v.pipe(v.string(), singleLine, v.trim(), v.maxLength(100))),
  ...pageFields(50, 200),
})
export type AdminVerificationsQuery = v.InferOutput<typeof AdminVerificationsQuery>

/** One professional as the admin sees them: the profile (listed or not) and the verification. */
export const AdminVerification = v.strictObject({
  professional: v.strictObject({ ...Professional.entries, listed: v.boolean() }),
  verification: Verification,
})
export type AdminVerification = v.InferOutput<typeof AdminVerification>

export const ADMIN_DECISIONS = ['verified', 'rejected'] as const

type DecisionFields = { decision: (typeof ADMIN_DECISIONS)[number]; reason?: string | null }
/**
 * PATCH /api/admin/verifications/:professionalId: a rejection needs its reason, a verification takes
 * none. `submittedAt` is the submission the admin read: a newer one is refused (409), so no one
 * decides on details they have not seen.
 */
export const AdminDecision = v.pipe(
  v.strictObject({
    decision: v.picklist(ADMIN_DECISIONS),
    submittedAt: Instant,
    reason: v.optional(v.nullable(v.pipe(multiLine, v.trim(), v.maxLength(500)))),
  }),
  v.forward(
    v.partialCheck(
      [['decision'], ['reason']],
      (input: DecisionFields) => input.decision !== 'rejected' || !!input.reason,
      messages.rejectReasonRequired,
    ),
    ['reason'],
  ),
  v.forward(
    v.partialCheck(
      [['decision'], ['reason']],
      (input: DecisionFields) => input.decision === 'rejected' || !input.reason,
      messages.decisionReasonNotExpected,
    ),
    ['reason'],
  ),
)
export type AdminDecision = v.InferOutput<typeof AdminDecision>
