import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type Stat = { id: string; word: MessageDescriptor; label: MessageDescriptor; detail: MessageDescriptor }

/** The stats strip's four cards (docs/product.md#2-routes-and-screens): the word, then what it is about. */
export const stats: Stat[] = [
  {
    id: 'access',
    word: msg`Limited`,
    label: msg`Access to mental health professionals`,
    detail: msg`Trained professionals are few, and often far from where people live.`,
  },
  {
    id: 'culture',
    word: msg`Growing`,
    label: msg`Need for culturally relevant support`,
    detail: msg`People want care that understands their language, faith and family life.`,
  },
  {
    id: 'stigma',
    word: msg`Critical`,
    label: msg`Reducing stigma around mental health`,
    detail: msg`Shame keeps many people silent until a problem becomes a crisis.`,
  },
  {
    id: 'community',
    word: msg`Essential`,
    label: msg`Community support for lasting wellbeing`,
    detail: msg`Healing goes further with family, friends and peers walking alongside.`,
  },
]
