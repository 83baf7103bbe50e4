import { describe, expect, it } from 'vitest'
import type { Slot } from '../../../api/contract/schemas/availability'
import { firstChoice, firstTimeOn, freeDaysOf, isShownDay } from './free-days'

const slot = (sessionDate: string, sessionTime: string): Slot => ({
  startsAt: `${sessionDate}T${sessionTime}:00+03:00`,
  sessionDate,
  sessionTime,
})
const slots = [slot('2026-11-25', '09:00'), slot('2026-11-25', '10:00'), slot('2026-11-27', '14:00')]

describe('free days', () => {
  it('lists every day from the first, with how many free times each has, none left out', () => {
    const days = freeDaysOf(slots, '2026-11-24')
    expect(days).toHaveLength(14)
    expect(days.slice(0, 4)).toEqual([
      { date: '2026-11-24', count: 0 },
      { date: '2026-11-25', count: 2 },
      { date: '2026-11-26', count: 0 },
      { date: '2026-11-27', count: 1 },
    ])
    expect(days.at(-1)).toEqual({ date: '2026-12-07', count: 0 })
  })

  it('knows which days are shown', () => {
    expect(isShownDay('2026-11-24', '2026-11-24')).toBe(true)
    expect(isShownDay('2026-12-07', '2026-11-24')).toBe(true)
    expect(isShownDay('2026-12-08', '2026-11-24')).toBe(false)
    expect(isShownDay('2026-11-23', '2026-11-24')).toBe(false)
  })

  it('starts on the time already chosen when it is free, else on the first free time', () => {
    expect(firstChoice(slots, { sessionDate: '2026-11-27', sessionTime: '14:00' })).toEqual({
      sessionDate: '2026-11-27',
      sessionTime: '14:00',
    })
    expect(firstChoice(slots, { sessionDate: '2026-11-27', sessionTime: '15:00' })).toEqual({
      sessionDate: '2026-11-25',
      sessionTime: '09:00',
    })
    expect(firstChoice(slots, { sessionDate: '', sessionTime: '' })).toEqual({
      sessionDate: '2026-11-25',
      sessionTime: '09:00',
    })
    expect(firstChoice([], { sessionDate: '', sessionTime: '' })).toBeNull()
  })

  it("gives a day's first free time, or nothing on a day without one", () => {
    expect(firstTimeOn(slots, '2026-11-27')).toBe('14:00')
    expect(firstTimeOn(slots, '2026-11-26')).toBe('')
  })
})
