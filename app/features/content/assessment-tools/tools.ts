import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A sample self-assessment (docs/product.md#11-content-and-local-forms): educational only, never a diagnosis. */
export type Tool = {
  id: string
  name: MessageDescriptor
  description: MessageDescriptor
  questions: number
  /** About how long it takes, in minutes. */
  minutes: number
}

export const tools: Tool[] = [
  {
    id: 'mood-check',
    name: msg`Mood Check`,
    description: msg`Nine questions, in the style of the PHQ-9, about your mood, energy and interest in daily life over the past two weeks.`,
    questions: 9,
    minutes: 3,
  },
  {
    id: 'anxiety-check',
    name: msg`Anxiety Check`,
    description: msg`Seven questions about worry, restlessness and tension, to see how much anxiety is affecting you.`,
    questions: 7,
    minutes: 2,
  },
  {
    id: 'stress-level',
    name: msg`Stress Level`,
    description: msg`How often in the last month you felt on top of things, or that demands were piling up beyond what you could handle.`,
    questions: 10,
    minutes: 4,
  },
  {
    id: 'sleep-quality',
    name: msg`Sleep Quality`,
    description: msg`How well you fall asleep, stay asleep and feel rested, and what may be keeping you awake.`,
    questions: 8,
    minutes: 3,
  },
  {
    id: 'burnout-check',
    name: msg`Burnout Check`,
    description: msg`Exhaustion, distance from your work and a sense of achievement: early signs of burnout at work, at school or in caring for others.`,
    questions: 12,
    minutes: 5,
  },
  {
    id: 'wellbeing-index',
    name: msg`Wellbeing Index`,
    description: msg`Five short statements, in the style of the WHO-5, about how cheerful, calm and rested you have felt lately.`,
    questions: 5,
    minutes: 2,
  },
]
