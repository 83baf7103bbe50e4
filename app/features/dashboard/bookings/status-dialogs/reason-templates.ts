import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Short reasons a professional can pick when declining a request, then edit; sent in the reader's language. */
export const declineReasons: MessageDescriptor[] = [
  msg`I am fully booked at this time`,
  msg`This is outside my area of practice`,
  msg`Please choose another time`,
]

/** The same for cancelling a confirmed session. */
export const cancelReasons: MessageDescriptor[] = [
  msg`I am no longer available at this time`,
  msg`Please choose another time`,
  msg`I am unwell and cannot hold this session`,
]
