import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconName } from '../icons'

export type Article = {
  id: string
  title: MessageDescriptor
  excerpt: MessageDescriptor
  category: MessageDescriptor
  readMinutes: number
}

/** Sample articles on the landing page (docs/product.md#11-content-and-local-forms). */
export const articles: Article[] = [
  {
    id: 'understanding-anxiety',
    title: msg`Understanding Anxiety: Signs and First Steps`,
    excerpt: msg`How to recognise anxiety in your body and mind, and simple ways to calm it day to day.`,
    category: msg`Anxiety`,
    readMinutes: 5,
  },
  {
    id: 'talking-with-family',
    title: msg`Talking About Mental Health With Your Family`,
    excerpt: msg`Gentle ways to start the conversation at home, and what to do when it is met with doubt.`,
    category: msg`Family`,
    readMinutes: 7,
  },
  {
    id: 'burnout-at-work',
    title: msg`Burnout at Work: When to Rest, When to Seek Help`,
    excerpt: msg`The warning signs of burnout and the small changes that help you recover your energy.`,
    category: msg`Workplace`,
    readMinutes: 6,
  },
]

export type Tool = { id: string; name: MessageDescriptor; icon: IconName }

/** Sample self-help tools (id, name, icon). */
export const tools: Tool[] = [
  { id: 'mood-tracker', name: msg`Mood Tracker`, icon: 'smile' },
  { id: 'breathing', name: msg`Breathing Exercises`, icon: 'wind' },
  { id: 'journal', name: msg`Journal Prompts`, icon: 'pencil' },
  { id: 'sleep', name: msg`Sleep Guide`, icon: 'moon' },
]

/**
 * The landing page's static crisis contacts (docs/product.md#12-crisis-resources): a national hotline, a
 * text line and emergency services, taken from the sourced helpline records.
 */
export const crisisContactIds = ['ke-red-cross', 'ke-child-helpline-sms', 'ke-emergency'] as const
