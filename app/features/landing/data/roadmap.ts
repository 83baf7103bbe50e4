import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type Phase = {
  number: number
  title: MessageDescriptor
  status: MessageDescriptor
  current: boolean
  description: MessageDescriptor
}

/** The three-phase roadmap (docs/product.md#2-routes-and-screens): titles and dates as first specified. */
export const phases: Phase[] = [
  {
    number: 1,
    title: msg`Core Digital Platform`,
    status: msg`Current Phase`,
    current: true,
    description: msg`TheraLine, the professional directory and the Q&A forum, online in English and Swahili.`,
  },
  {
    number: 2,
    title: msg`Flagship Centres in Nairobi`,
    status: msg`Coming Q3 2023`,
    current: false,
    description: msg`Our own care centres in Nairobi, where online support meets in-person care.`,
  },
  {
    number: 3,
    title: msg`Franchise Model`,
    status: msg`Coming Q1 2024`,
    current: false,
    description: msg`Partner-run centres that bring the same standard of care to more cities and countries.`,
  },
]

export type ImpactFigure = { id: string; figure: string; label: MessageDescriptor }

/** The projected impact (docs/product.md#2-routes-and-screens), the figures exactly as written there. */
export const impactFigures: ImpactFigure[] = [
  { id: 'users', figure: '100k+', label: msg`Users supported` },
  { id: 'professionals', figure: '500+', label: msg`Verified professionals` },
  { id: 'centres', figure: '10+', label: msg`Franchised centres` },
  { id: 'countries', figure: '4+', label: msg`Countries` },
]
