import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuditAction, AuditEvent } from '../../../api/contract/schemas/audit'
import type { BookingStatus } from '../../../api/contract/schemas/bookings'

/** Every action of the audit trail in plain words (api/contract/schemas/audit.ts). */
const actionLabels: Record<AuditAction, MessageDescriptor> = {
  signIn: msg`Signed in`,
  signInFailed: msg`Failed sign-in attempt`,
  signOut: msg`Signed out`,
  passwordChanged: msg`Password changed`,
  passwordReset: msg`Password reset with a code`,
  resetCodeIssued: msg`Reset code given by support`,
  dataExported: msg`Data downloaded`,
  accountDeleted: msg`Account deleted`,
  notesRead: msg`Session notes viewed`,
  notesWritten: msg`Session notes saved`,
  bookingStatusChanged: msg`Booking changed`,
  verificationSubmitted: msg`Licence sent for checking`,
  verificationVerified: msg`Licence verified`,
  verificationRejected: msg`Licence check rejected`,
  licenceDocumentRead: msg`Licence document downloaded`,
  messageReported: msg`Message reported`,
  messageReportHandled: msg`Reported message handled`,
  threadClosed: msg`Conversation closed`,
  placeCreated: msg`Place of care added`,
  placeUpdated: msg`Place of care changed`,
  placeRetired: msg`Place of care retired`,
}

/** A booking status change says what the booking became (the event's detail is the new status). */
const bookingLabels: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`Booking requested`,
  confirmed: msg`Booking confirmed`,
  declined: msg`Booking declined`,
  completed: msg`Session completed`,
  cancelled: msg`Booking cancelled`,
}

const isBookingStatus = (detail: string | null): detail is BookingStatus =>
  detail !== null && Object.hasOwn(bookingLabels, detail)

/** What an event says to the person it is about. */
export function activityLabel(event: AuditEvent): MessageDescriptor {
  if (event.action === 'bookingStatusChanged' && isBookingStatus(event.detail)) return bookingLabels[event.detail]
  return actionLabels[event.action]
}
