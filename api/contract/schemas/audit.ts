import * as v from 'valibot'
import { Instant } from './bookings'
import { pageFields } from './paging'
import { ROLES } from './auth'

/**
 * The security and care events kept in the append-only audit trail. Rows name who, what, which
 * record and when (with a keyed hash of the client's address); never a note, a password or a document.
 */
export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'signOut',
  'passwordChanged',
  /** A password set anew with a code sent by SMS or given by an admin. */
  'passwordReset',
  /** An admin issued a one-time reset code for an account without a verified phone. */
  'resetCodeIssued',
  'dataExported',
  'accountDeleted',
  /** A list carrying session notes was read (repeats by the same reader within 15 minutes are one event). */
  'notesRead',
  'notesWritten',
  'bookingStatusChanged',
  'verificationSubmitted',
  'verificationVerified',
  'verificationRejected',
  /** An admin or the professional downloaded a licence document. */
  'licenceDocumentRead',
  /** A party showed a message of their thread to the admins. */
  'messageReported',
  /** An admin marked a report handled (target the booking; never the message or the reason). */
  'messageReportHandled',
  /** The professional closed a booking's thread. */
  'threadClosed',
  /** An admin added, changed or retired a place of care (target 'place'; no field of the place is kept). */
  'placeCreated',
  'placeUpdated',
  'placeRetired',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The actions an admin sees in GET /api/admin/audit. */
export const VERIFICATION_ACTIONS = [
  'verificationSubmitted',
  'verificationVerified',
  'verificationRejected',
  'licenceDocumentRead',
] as const satisfies readonly AuditAction[]

export const AUDIT_TARGET_TYPES = ['user', 'professional', 'booking', 'place'] as const

/**
 * One person's repeated reads within this many minutes are one event in the trail, which is never
 * pruned: lists carrying session notes (notesRead), exports of their data (dataExported).
 */
export const REPEATED_READ_QUIET_MINUTES = 15

/** The start of the quiet period that a read at `now` falls in. */
export const quietPeriodStart = (now: Date) => new Date(now.getTime() - REPEATED_READ_QUIET_MINUTES * 60_000)

/** How many of their own events a person sees on the account page. */
export const OWN_AUDIT_LIMIT = 50

export const AuditEvent = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  action: v.picklist(AUDIT_ACTIONS),
  at: Instant,
  /** Who did it: null for a failed sign-in by someone unknown. */
  actorId: v.nullable(v.pipe(v.number(), v.integer())),
  actorRole: v.nullable(v.picklist(ROLES)),
  targetType: v.nullable(v.picklist(AUDIT_TARGET_TYPES)),
  targetId: v.nullable(v.pipe(v.number(), v.integer())),
  /** A fixed word, never free text: the new status of a booking. */
  detail: v.nullable(v.string()),
})
export type AuditEvent = v.InferOutput<typeof AuditEvent>

/**
 * An event as an admin reads it (GET /api/admin/audit): the stored ids, and the names they stand
 * for now, read when asked (the trail itself holds ids only). A professional is named by their full
 * name (their username while they have none), anyone else by their username; a deleted account is
 * 'Deleted account'.
 */
export const AdminAuditEvent = v.strictObject({
  ...AuditEvent.entries,
  /** Who did it; null when no one is known (actorId null). */
  actorName: v.nullable(v.string()),
  /** The professional the event is about; null when it is not about a professional. */
  professionalName: v.nullable(v.string()),
})
export type AdminAuditEvent = v.InferOutput<typeof AdminAuditEvent>

/** GET /api/admin/audit: the verification events, newest first. */
export const AdminAuditQuery = v.strictObject({ ...pageFields(50, 200) })
