import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IllustrationName } from '../illustrations'

/** A sample blog article (docs/product.md#11-content-and-local-forms). readTime is in minutes. */
export type Article = {
  id: string
  title: MessageDescriptor
  excerpt: MessageDescriptor
  image: IllustrationName
  category: MessageDescriptor
  readTime: number
}

export const articles: Article[] = [
  {
    id: 'breaking-the-silence',
    title: msg`Breaking the Silence: Talking About Mental Health at Home`,
    excerpt: msg`Many families still see mental illness as a curse or a weakness. Simple ways to start an honest, kind conversation with the people you love.`,
    image: 'together',
    category: msg`Stigma`,
    readTime: 6,
  },
  {
    id: 'when-worry-stays',
    title: msg`When Worry Will Not Let Go: Understanding Anxiety`,
    excerpt: msg`A racing heart, sleepless nights, a mind that keeps asking "what if?". How to tell everyday worry from an anxiety disorder, and what helps.`,
    image: 'waves',
    category: msg`Anxiety`,
    readTime: 5,
  },
  {
    id: 'growing-up-online',
    title: msg`Growing Up Online: Supporting Young People`,
    excerpt: msg`Exams, social media and few jobs weigh on young Africans. How parents, teachers and friends can notice when a young person is struggling.`,
    image: 'sprout',
    category: msg`Youth`,
    readTime: 7,
  },
  {
    id: 'burnout-at-work',
    title: msg`Burnout at Work: Signs to Watch and Steps to Take`,
    excerpt: msg`Long commutes, heavy workloads and the pressure to provide for the extended family. Recognise burnout early and set limits that protect you.`,
    image: 'sunrise',
    category: msg`Workplace`,
    readTime: 8,
  },
  {
    id: 'grieving-together',
    title: msg`Grieving Together: Finding Support After a Loss`,
    excerpt: msg`Funerals bring the community close, then everyone goes home. Grief has no timetable: ways to care for yourself in the months that follow.`,
    image: 'path',
    category: msg`Grief`,
    readTime: 6,
  },
  {
    id: 'rest-is-not-a-luxury',
    title: msg`Rest Is Not a Luxury: Better Sleep for a Calmer Mind`,
    excerpt: msg`Poor sleep and low mood feed each other. Small evening habits, from putting the phone away to a steady bedtime, that help you rest.`,
    image: 'moon',
    category: msg`Sleep`,
    readTime: 4,
  },
]
