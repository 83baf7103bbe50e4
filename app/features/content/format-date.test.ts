import { describe, expect, it } from 'vitest'
import { formatDay, formatTimeRange } from './format-date'

// 23:30 in Nairobi is 20:30 UTC: the date must be the East African one, not the UTC one.
const lateEvening = '2027-01-14T23:30:00+03:00'
const earlyMorning = '2027-01-15T00:30:00+03:00'

describe('formatDay', () => {
  it("writes the day in the reader's language, in East Africa Time", () => {
    expect(formatDay(lateEvening, 'en')).toBe('Thursday, January 14, 2027')
    expect(formatDay(lateEvening, 'sw')).toBe('Alhamisi, 14 Januari 2027')
    expect(formatDay(earlyMorning, 'en')).toBe('Friday, January 15, 2027')
  })
})

describe('formatTimeRange', () => {
  it('writes start and end in East Africa Time, in the 12- or 24-hour style of the language', () => {
    const range = (locale: string) => formatTimeRange('2027-01-14T18:00:00+03:00', '2027-01-14T19:30:00+03:00', locale)
    expect(range('en')).toMatch(/^6:00\s–\s7:30\sPM$/)
    expect(range('sw')).toMatch(/^18:00\s–\s19:30$/)
  })
})
