import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Title } from '../../api/contract/schemas/auth'

/** The 18 professional titles (docs/product.md#4-accounts-and-sessions) in the reader's language; the value sent stays the contract's English title. */
export const titleLabels: Record<Title, MessageDescriptor> = {
  'Clinical Psychologist': msg`Clinical Psychologist`,
  Psychiatrist: msg`Psychiatrist`,
  'Counseling Psychologist': msg`Counseling Psychologist`,
  Psychotherapist: msg`Psychotherapist`,
  'Social Worker': msg`Social Worker`,
  'Marriage and Family Therapist': msg`Marriage and Family Therapist`,
  'Addiction Counselor': msg`Addiction Counselor`,
  'School Counselor': msg`School Counselor`,
  'Clinical Social Worker': msg`Clinical Social Worker`,
  'Mental Health Counselor': msg`Mental Health Counselor`,
  'Child Psychologist': msg`Child Psychologist`,
  'Teen Career Strategist': msg`Teen Career Strategist`,
  'Trauma Counselor': msg`Trauma Counselor`,
  'Behavioral Therapist': msg`Behavioral Therapist`,
  'Career Counselor': msg`Career Counselor`,
  'Life Coach': msg`Life Coach`,
  'Art Therapist': msg`Art Therapist`,
  'Music Therapist': msg`Music Therapist`,
}
