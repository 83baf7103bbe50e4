import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** What working with us is like: a value and what it means day to day. */
export type Value = { id: string; title: MessageDescriptor; text: MessageDescriptor }

export const values: Value[] = [
  {
    id: 'care-first',
    title: msg`Care comes first`,
    text: msg`Every decision starts with the person asking for help, and with the wellbeing of our own team.`,
  },
  {
    id: 'rooted-in-africa',
    title: msg`Rooted in Africa`,
    text: msg`We build for African languages, families and realities, with people who live them.`,
  },
  {
    id: 'privacy-is-respect',
    title: msg`Privacy is respect`,
    text: msg`What people share with us is theirs. We collect little and protect it well.`,
  },
  {
    id: 'learn-out-loud',
    title: msg`Learn out loud`,
    text: msg`We share what did not work as openly as what did, and we ask for help early.`,
  },
]

/** What every employee gets. */
export const benefits: MessageDescriptor[] = [
  msg`Medical cover for you and your family`,
  msg`Free, confidential counselling sessions`,
  msg`Flexible hours and remote-friendly work`,
  msg`25 days of paid leave plus public holidays`,
  msg`Paid parental leave`,
  msg`A yearly learning budget for courses and conferences`,
]
