import { msg } from '@lingui/core/macro'
import type { Option } from './options'

/** The topics a Q&A question belongs to: the ask form's choices and the sample questions' badges. */
export const qaCategories = [
  { value: 'anxiety', label: msg`Anxiety` },
  { value: 'depression', label: msg`Depression` },
  { value: 'relationships', label: msg`Relationships` },
  { value: 'addiction', label: msg`Addiction` },
  { value: 'other', label: msg`Other topics` },
] as const satisfies readonly Option[]

export type QaCategory = (typeof qaCategories)[number]['value']
