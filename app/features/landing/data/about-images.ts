import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import community from '../../../assets/images/community.svg'
import conversation from '../../../assets/images/conversation.svg'
import growth from '../../../assets/images/growth.svg'
import path from '../../../assets/images/path.svg'

export type AboutImage = { id: string; src: string; alt: MessageDescriptor }

/** The About section's four illustrations (240 x 160 each), with what they show. */
export const aboutImages: AboutImage[] = [
  { id: 'community', src: community, alt: msg`Four people standing side by side in front of a rising sun` },
  { id: 'conversation', src: conversation, alt: msg`Two speech bubbles, one holding a heart: a caring conversation` },
  { id: 'growth', src: growth, alt: msg`A young plant growing out of red earth towards the sun` },
  { id: 'path', src: path, alt: msg`A path winding over green hills towards the sunrise` },
]
