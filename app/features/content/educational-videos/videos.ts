import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IllustrationName } from '../illustrations'

export const videoCategories = {
  basics: msg`Mental Health Basics`,
  coping: msg`Coping Skills`,
  family: msg`Family & Relationships`,
  work: msg`Work & Stress`,
} as const

export type VideoCategory = keyof typeof videoCategories

/** A sample video (docs/product.md#11-content-and-local-forms). duration is in seconds. */
export type Video = {
  id: string
  title: MessageDescriptor
  description: MessageDescriptor
  duration: number
  category: VideoCategory
  thumbnail: IllustrationName
}

export const videos: Video[] = [
  {
    id: 'what-is-mental-health',
    title: msg`What Is Mental Health?`,
    description: msg`The basics in plain words: mental health is part of everyone's health, and help works.`,
    duration: 252,
    category: 'basics',
    thumbnail: 'sunrise',
  },
  {
    id: 'box-breathing',
    title: msg`Box Breathing for Anxious Moments`,
    description: msg`Follow along with a simple four-count breathing exercise that calms a racing heart.`,
    duration: 185,
    category: 'coping',
    thumbnail: 'waves',
  },
  {
    id: 'talking-to-teens',
    title: msg`Talking With Your Teen About Feelings`,
    description: msg`How parents can open the door to honest conversations without lectures or judgement.`,
    duration: 520,
    category: 'family',
    thumbnail: 'together',
  },
  {
    id: 'sleep-hygiene',
    title: msg`Sleep Hygiene in Ten Minutes`,
    description: msg`Evening routines, screens and caffeine: small changes for deeper rest.`,
    duration: 602,
    category: 'coping',
    thumbnail: 'moon',
  },
  {
    id: 'spotting-burnout',
    title: msg`Spotting Burnout Early`,
    description: msg`The warning signs of burnout at work and at home, and the first steps back to balance.`,
    duration: 390,
    category: 'work',
    thumbnail: 'path',
  },
  {
    id: 'depression-in-young-people',
    title: msg`Understanding Depression in Young People`,
    description: msg`Why depression in teenagers can look like anger or withdrawal, and how to respond.`,
    duration: 435,
    category: 'basics',
    thumbnail: 'sprout',
  },
]

/** A named, ordered set of the sample videos. */
export type Playlist = { id: string; title: MessageDescriptor; description: MessageDescriptor; videoIds: string[] }

export const playlists: Playlist[] = [
  {
    id: 'start-here',
    title: msg`Start Here: Mental Health 101`,
    description: msg`Three short videos for anyone new to talking about mental health.`,
    videoIds: ['what-is-mental-health', 'depression-in-young-people', 'talking-to-teens'],
  },
  {
    id: 'calm-in-minutes',
    title: msg`Calm in a Few Minutes`,
    description: msg`Quick exercises for stressful days and restless nights.`,
    videoIds: ['box-breathing', 'sleep-hygiene'],
  },
  {
    id: 'wellbeing-at-work',
    title: msg`Wellbeing at Work`,
    description: msg`For employees and managers who want healthier workplaces.`,
    videoIds: ['spotting-burnout', 'box-breathing', 'sleep-hygiene'],
  },
]
