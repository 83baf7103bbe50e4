import { expect, it } from 'vitest'
import { instantOf } from '../../api/contract/time'
import { CHOSEN_TIME_KEY, keepChosenTime, takeChosenTime } from './chosen-time'

const now = new Date('2026-11-20T09:00:00Z')

it('gives the kept start once', () => {
  const startsAt = instantOf('2026-12-01', '14:30', 'Africa/Nairobi')
  keepChosenTime(startsAt)
  expect(takeChosenTime(now)).toEqual(startsAt)
  expect(takeChosenTime(now)).toBeNull()
  expect(localStorage.getItem(CHOSEN_TIME_KEY)).toBeNull()
})

it('drops a start already past, or one it cannot read', () => {
  keepChosenTime(instantOf('2026-11-20', '08:00', 'Africa/Nairobi'))
  expect(takeChosenTime(now)).toBeNull()
  localStorage.setItem(CHOSEN_TIME_KEY, 'next tuesday')
  expect(takeChosenTime(now)).toBeNull()
  expect(localStorage.getItem(CHOSEN_TIME_KEY)).toBeNull()
})
