import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionType } from '../../../../api/contract/schemas/bookings'

/** The session types of docs/product.md#6-bookings, as the reader's language says them. */
export const sessionTypeLabels: Record<SessionType, MessageDescriptor> = {
  'Video Call': msg`Video Call`,
  'Phone Call': msg`Phone Call`,
  'In-Person': msg`In-Person`,
  Chat: msg`Chat`,
}
