import { expect, it } from 'vitest'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { professionalsQueryOptions, type ProfessionalsPage } from './queries'

const nextOffset = professionalsQueryOptions({}).getNextPageParam
const professional = (id: number): Professional => ({
  id,
  title: 'Psychiatrist',
  fullName: `Professional ${id}`,
  username: `professional_${id}`,
  profileImageUrl: null,
  isVerified: true,
  verification: null,
  location: null,
  languages: [],
  specialties: [],
  bio: null,
  sessionPrice: null,
})
const page = (size: number, total: number, capped?: boolean): ProfessionalsPage => ({
  professionals: Array.from({ length: size }, (_, index) => professional(index)),
  total,
  capped,
})
const after = (...pages: ProfessionalsPage[]) => nextOffset(pages.at(-1)!, pages, 0, [])

it('asks for more until the exact total is shown', () => {
  expect(after(page(12, 30))).toBe(12)
  expect(after(page(12, 30), page(12, 30), page(6, 30))).toBeUndefined()
  expect(after(page(12, 12))).toBeUndefined()
})

it('past a capped total (`1000+`), asks for more after every full page, and stops at a short or empty one', () => {
  const full = page(12, 1000, true)
  const shownPast1000 = Array.from({ length: 84 }, () => full)
  expect(after(...shownPast1000)).toBe(1008)
  expect(after(...shownPast1000, page(5, 1000, true))).toBeUndefined()
  expect(after(...shownPast1000, page(0, 1000, true))).toBeUndefined()
})
