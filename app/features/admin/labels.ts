import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Role } from '../../../api/contract/schemas/auth'
import type { VERIFICATION_ACTIONS } from '../../../api/contract/schemas/audit'
import type { VerificationState } from '../../../api/contract/schemas/verification'

/** A check's state as the admin pages name it. */
export const stateLabels: Record<VerificationState, MessageDescriptor> = {
  unverified: msg`Nothing sent`,
  submitted: msg`Waiting for a check`,
  verified: msg`Verified`,
  rejected: msg`Rejected`,
  expired: msg`Expired`,
}

/** The events GET /api/admin/audit lists. */
export const verificationActionLabels: Record<(typeof VERIFICATION_ACTIONS)[number], MessageDescriptor> = {
  verificationSubmitted: msg`Details sent for checking`,
  verificationVerified: msg`Verified`,
  verificationRejected: msg`Rejected`,
  licenceDocumentRead: msg`Licence file downloaded`,
}

export const roleLabels: Record<Role, MessageDescriptor> = {
  user: msg`Person`,
  professional: msg`Professional`,
  admin: msg`Admin`,
}
