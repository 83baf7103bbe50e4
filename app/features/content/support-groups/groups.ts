import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MeetingFormat } from '../meeting-format'

/** docs/product.md#2-routes-and-screens: a support group is Open or Waitlist. */
export type GroupStatus = 'open' | 'waitlist'

/** A sample support group (docs/product.md#11-content-and-local-forms). */
export type SupportGroup = {
  id: string
  name: MessageDescriptor
  description: MessageDescriptor
  schedule: MessageDescriptor
  format: MeetingFormat
  /** Where an in-person group meets. */
  place?: MessageDescriptor
  facilitator: MessageDescriptor
  members: number
  status: GroupStatus
}

export const supportGroups: SupportGroup[] = [
  {
    id: 'young-adults-circle',
    name: msg`Young Adults Circle`,
    description: msg`For 18 to 25 year olds facing pressure from studies, money, family expectations or finding work.`,
    schedule: msg`Tuesdays, 19:00 EAT`,
    format: 'online',
    facilitator: msg`Faith Achieng, counselling psychologist`,
    members: 14,
    status: 'open',
  },
  {
    id: 'mothers-wellness',
    name: msg`New Mothers' Wellness Group`,
    description: msg`A warm space for mothers in the first year after birth to talk about low mood, worry and exhaustion.`,
    schedule: msg`Saturdays, 10:00 EAT`,
    format: 'in-person',
    place: msg`Nairobi, Kenya`,
    facilitator: msg`Mercy Wanjiku, family therapist`,
    members: 12,
    status: 'waitlist',
  },
  {
    id: 'recovery-together',
    name: msg`Recovery Together`,
    description: msg`Peer support for people recovering from alcohol or drug use, and for staying on track after treatment.`,
    schedule: msg`Mondays and Thursdays, 18:30 EAT`,
    format: 'online',
    facilitator: msg`Peter Ochieng, addiction counsellor`,
    members: 18,
    status: 'open',
  },
  {
    id: 'grief-support',
    name: msg`Grief Support Circle`,
    description: msg`For anyone who has lost a loved one, whether recently or years ago, to share and be heard.`,
    schedule: msg`Every other Wednesday, 17:30 EAT`,
    format: 'in-person',
    place: msg`Kampala, Uganda`,
    facilitator: msg`Dr. Sarah Namutebi, psychotherapist`,
    members: 10,
    status: 'open',
  },
  {
    id: 'anxiety-peer-support',
    name: msg`Anxiety Peer Support`,
    description: msg`Practical tools and understanding from others who live with panic attacks and constant worry.`,
    schedule: msg`Wednesdays, 20:00 EAT`,
    format: 'online',
    facilitator: msg`Daniel Mutua, trained peer supporter`,
    members: 20,
    status: 'waitlist',
  },
  {
    id: 'mens-forum',
    name: msg`Men's Mental Health Forum`,
    description: msg`Men talking honestly about stress, anger, loneliness and the pressure to always be strong.`,
    schedule: msg`Fridays, 18:00 EAT`,
    format: 'in-person',
    place: msg`Dar es Salaam, Tanzania`,
    facilitator: msg`Hassan Juma, social worker`,
    members: 15,
    status: 'open',
  },
]
