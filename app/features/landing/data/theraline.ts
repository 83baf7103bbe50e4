import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconName } from '../icons'

export type Channel = { id: string; icon: IconName; name: MessageDescriptor; description: MessageDescriptor }

/** The three ways to reach TheraLine (docs/product.md#1-what-it-is). */
export const channels: Channel[] = [
  {
    id: 'video',
    icon: 'video',
    name: msg`Video Sessions`,
    description: msg`Meet your professional face to face from home, on your phone or computer.`,
  },
  {
    id: 'phone',
    icon: 'phone',
    name: msg`Phone Consultations`,
    description: msg`Talk things through with your professional by voice call, with no video and little data.`,
  },
  {
    id: 'chat',
    icon: 'chat',
    name: msg`Text-Based Chat`,
    description: msg`Write to your professional when speaking out loud is hard.`,
  },
]
