import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import avatarLeaf from '../../assets/images/qa-avatar-leaf.svg'
import avatarSun from '../../assets/images/qa-avatar-sun.svg'
import type { QaCategory } from '../local-forms'

/** A sample Q&A item (docs/product.md#11-content-and-local-forms): static content, not from a server. */
export type QaItem = {
  id: number
  question: MessageDescriptor
  /** A first name and initial, the same in both languages. */
  asker: string
  timeAgo: MessageDescriptor
  category: QaCategory
  answer: { responder: MessageDescriptor; responderImage: string; content: MessageDescriptor; helpfulCount: number }
}

/** The forum's sample questions; their helpful counts are the spec's (section 9): 24 and 18. */
export const qaItems: QaItem[] = [
  {
    id: 1,
    question: msg`How can I tell whether what I feel is anxiety or just stress?`,
    asker: 'Wanjiku M.',
    timeAgo: msg`2 days ago`,
    category: 'anxiety',
    answer: {
      responder: msg`Dr. Grace Njeri, Clinical Psychologist`,
      responderImage: avatarSun,
      content: msg`Stress usually eases once the pressure passes. Anxiety tends to stay: worry that is hard to control, a racing heart or poor sleep for weeks, even when things are calm. If it gets in the way of work, school or family life, talk to a professional. Slow breathing and regular sleep help in both cases.`,
      helpfulCount: 24,
    },
  },
  {
    id: 2,
    question: msg`My partner and I keep arguing about money. Can counseling help?`,
    asker: 'Kwame A.',
    timeAgo: msg`1 week ago`,
    category: 'relationships',
    answer: {
      responder: msg`Samuel Otieno, Marriage and Family Therapist`,
      responderImage: avatarLeaf,
      content: msg`Yes. Arguments about money are often about trust, fear and the different ways each of you grew up, not only about numbers. A counselor helps you both listen without blame and agree on a plan together. Many couples feel the difference after a few sessions.`,
      helpfulCount: 18,
    },
  },
]
