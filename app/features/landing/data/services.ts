import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconName } from '../icons'

export type Service = {
  id: string
  icon: IconName
  name: MessageDescriptor
  description: MessageDescriptor
  /** Where the service is in the app, when it has a screen of its own. */
  link?: { to: '/places'; label: MessageDescriptor }
}

/** How the product closes the gap (docs/product.md#1-what-it-is): its four services. */
export const services: Service[] = [
  {
    id: 'theraline',
    icon: 'heart',
    name: msg`TheraLine`,
    description: msg`Sessions by video, phone, chat or in person with a verified professional, booked in the directory.`,
  },
  {
    id: 'discovery-engine',
    icon: 'search',
    name: msg`Discovery Engine`,
    description: msg`A directory of verified therapists and care facilities, with a Q&A forum where professionals answer your questions.`,
  },
  {
    id: 'campaigns',
    icon: 'megaphone',
    name: msg`Culturally Sensitive Campaigns`,
    description: msg`Awareness campaigns in local languages that speak to our communities and break the silence around mental health.`,
  },
  {
    id: 'offline',
    icon: 'home',
    name: msg`Offline Integration`,
    description: msg`Links to offline care centres such as rehab facilities and safe houses, for care that goes beyond the screen.`,
    link: { to: '/places', label: msg`Find a place of care` },
  },
]

/** The six Core Focus Areas, in the spec's words and order. */
export const focusAreas: MessageDescriptor[] = [
  msg`Addiction and compulsive behaviours`,
  msg`Anxiety, stress and burnout`,
  msg`Marriage and relationship counselling`,
  msg`Teen and adolescent support`,
  msg`Executive coaching`,
  msg`Life transitions and career direction`,
]
