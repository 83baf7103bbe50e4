import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const jobTypes = {
  'full-time': msg`Full-time`,
  'part-time': msg`Part-time`,
} as const

/** A sample job opening (docs/product.md#11-content-and-local-forms). */
export type Job = {
  id: string
  title: MessageDescriptor
  team: MessageDescriptor
  location: MessageDescriptor
  type: keyof typeof jobTypes
  summary: MessageDescriptor
}

export const jobs: Job[] = [
  {
    id: 'clinical-psychologist',
    title: msg`Clinical Psychologist, TheraLine`,
    team: msg`Clinical Care`,
    location: msg`Nairobi, Kenya`,
    type: 'full-time',
    summary: msg`Offer video and phone sessions, and help shape how our clinicians work together.`,
  },
  {
    id: 'peer-support-lead',
    title: msg`Peer Support Lead`,
    team: msg`Community`,
    location: msg`Kampala, Uganda`,
    type: 'full-time',
    summary: msg`Train and supervise peer supporters who run our groups and text-based chat.`,
  },
  {
    id: 'frontend-engineer',
    title: msg`Frontend Engineer`,
    team: msg`Engineering`,
    location: msg`Remote (Africa)`,
    type: 'full-time',
    summary: msg`Build a fast, accessible app that works well on low-cost phones and slow networks.`,
  },
  {
    id: 'swahili-content-writer',
    title: msg`Swahili Content Writer`,
    team: msg`Content`,
    location: msg`Dar es Salaam, Tanzania`,
    type: 'part-time',
    summary: msg`Write and adapt articles and videos so they speak naturally to Swahili-speaking readers.`,
  },
  {
    id: 'partnerships-manager',
    title: msg`Partnerships Manager`,
    team: msg`Partnerships`,
    location: msg`Lagos, Nigeria`,
    type: 'full-time',
    summary: msg`Work with employers, universities and clinics to bring mental-health support to more people.`,
  },
]
