import { msg } from '@lingui/core/macro'

/** How an event or a support group meets. */
export const formatLabels = {
  online: msg`Online`,
  'in-person': msg`In person`,
} as const

export type MeetingFormat = keyof typeof formatLabels
