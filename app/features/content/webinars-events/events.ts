import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MeetingFormat } from '../meeting-format'

/** A sample event (docs/product.md#11-content-and-local-forms). Times are ISO with the East Africa offset (+03:00). */
export type SampleEvent = {
  id: string
  title: MessageDescriptor
  description: MessageDescriptor
  startsAt: string
  endsAt: string
  format: MeetingFormat
  /** Where an in-person event takes place. */
  place?: MessageDescriptor
  host: MessageDescriptor
}

/** In 2027, soonest first. */
export const upcomingEvents: SampleEvent[] = [
  {
    id: 'understanding-depression',
    title: msg`Understanding Depression: Signs, Myths and Help`,
    description: msg`A free webinar on what depression is and is not, how it shows up in our families, and where to find care.`,
    startsAt: '2027-01-14T18:00:00+03:00',
    endsAt: '2027-01-14T19:30:00+03:00',
    format: 'online',
    host: msg`Dr. Amina Odhiambo, clinical psychologist`,
  },
  {
    id: 'mental-health-at-work',
    title: msg`Mental Health at Work: A Workshop for Managers`,
    description: msg`A morning workshop on spotting burnout in your team and starting supportive conversations.`,
    startsAt: '2027-02-06T09:00:00+03:00',
    endsAt: '2027-02-06T12:00:00+03:00',
    format: 'in-person',
    place: msg`Nairobi, Kenya`,
    host: msg`Brian Mwangi, workplace wellness coach`,
  },
  {
    id: 'exam-stress',
    title: msg`Supporting Teens Through Exam Stress`,
    description: msg`For parents and teachers: how to help young people cope with exam pressure and when to seek help.`,
    startsAt: '2027-03-10T17:00:00+03:00',
    endsAt: '2027-03-10T18:00:00+03:00',
    format: 'online',
    host: msg`Grace Nakato, school counsellor`,
  },
]

/** In 2026, most recent first; their recordings are (in this sample) available. */
export const pastEvents: SampleEvent[] = [
  {
    id: 'grief-and-loss',
    title: msg`Grief and Loss in African Families`,
    description: msg`How mourning customs can comfort us, and what to do when grief does not ease with time.`,
    startsAt: '2026-10-15T18:00:00+03:00',
    endsAt: '2026-10-15T19:30:00+03:00',
    format: 'online',
    host: msg`Dr. Joseph Otieno, psychotherapist`,
  },
  {
    id: 'mindfulness-for-beginners',
    title: msg`Mindfulness for Beginners`,
    description: msg`A gentle introduction to breathing and grounding exercises you can do anywhere, even on a busy matatu.`,
    startsAt: '2026-09-03T07:00:00+03:00',
    endsAt: '2026-09-03T07:45:00+03:00',
    format: 'online',
    host: msg`Wanjiru Kariuki, mindfulness teacher`,
  },
  {
    id: 'breaking-the-stigma',
    title: msg`Breaking the Stigma: A Community Conversation`,
    description: msg`Community leaders, faith leaders and people with lived experience talk openly about mental illness.`,
    startsAt: '2026-08-20T14:00:00+03:00',
    endsAt: '2026-08-20T16:00:00+03:00',
    format: 'in-person',
    place: msg`Kampala, Uganda`,
    host: msg`Dr. Ruth Nansubuga, psychiatrist`,
  },
]
