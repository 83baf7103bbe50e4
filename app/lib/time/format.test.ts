import { describe, expect, it } from 'vitest'
import {
  calendarDateText,
  clockTime,
  dateText,
  dateTimeText,
  dayAndTimeInZone,
  dayDateText,
  longDayText,
  timeInZone,
  timeRangeText,
  weekdayText,
} from './format'

const en = { locale: 'en' }
const sw = { locale: 'sw' }
// 16:05 in Nairobi on Saturday 28 November 2026; 14:05 in Lagos.
const afternoon = new Date('2026-11-28T13:05:00Z')
// 23:30 in Nairobi on 14 January 2027 is 20:30 UTC: the day is the zone's, not UTC's.
const lateEvening = new Date('2027-01-14T20:30:00Z')

describe('dates as East Africa reads them', () => {
  it('puts the day before the month, in English and in Swahili', () => {
    expect(dayDateText(en, afternoon, 'Africa/Nairobi')).toBe('Sat 28 Nov 2026')
    expect(dayDateText(sw, afternoon, 'Africa/Nairobi')).toBe('Jumamosi 28 Nov 2026')
    expect(dateText(en, afternoon, 'Africa/Nairobi')).toBe('28 Nov 2026')
    expect(dateText(sw, afternoon, 'Africa/Nairobi')).toBe('28 Nov 2026')
    expect(longDayText(en, lateEvening, 'Africa/Nairobi')).toBe('Thursday 14 January 2027')
    expect(longDayText(sw, lateEvening, 'Africa/Nairobi')).toBe('Alhamisi 14 Januari 2027')
  })

  it("reads the day in the zone it is given, whatever the device's", () => {
    expect(dateText(en, lateEvening, 'Africa/Nairobi')).toBe('14 Jan 2027')
    expect(dateText(en, new Date('2027-01-14T22:30:00Z'), 'Africa/Nairobi')).toBe('15 Jan 2027')
    expect(dateText(en, new Date('2027-01-14T22:30:00Z'), 'Africa/Lagos')).toBe('14 Jan 2027')
  })

  it('writes a calendar date as it is written, in any zone', () => {
    expect(calendarDateText(en, '2027-12-31')).toBe('31 Dec 2027')
    expect(calendarDateText(sw, '2027-12-31')).toBe('31 Des 2027')
  })

  it('names the weekdays in the reader’s language', () => {
    expect(weekdayText(en, 1, 'short')).toBe('Mon')
    expect(weekdayText(en, 7, 'long')).toBe('Sunday')
    expect(weekdayText(sw, 1, 'long')).toBe('Jumatatu')
    expect(weekdayText(sw, 6, 'short')).toBe('Jumamosi')
  })
})

describe('times on the 24-hour clock', () => {
  it('never writes AM or PM, in either language', () => {
    expect(clockTime(afternoon, 'Africa/Nairobi')).toBe('16:05')
    expect(clockTime(new Date('2026-11-28T06:05:00Z'), 'Africa/Nairobi')).toBe('09:05')
    expect(timeInZone(afternoon, 'Africa/Lagos')).toBe('14:05 WAT')
    expect(timeRangeText(new Date('2027-01-14T15:00:00Z'), new Date('2027-01-14T16:30:00Z'), 'Africa/Nairobi')).toBe(
      '18:00–19:30',
    )
  })

  it('joins the day and the time the same way everywhere', () => {
    expect(dayAndTimeInZone(en, afternoon, 'Africa/Nairobi')).toBe('Sat 28 Nov 2026, 16:05 EAT')
    expect(dayAndTimeInZone(sw, afternoon, 'Africa/Lagos')).toBe('Jumamosi 28 Nov 2026, 14:05 WAT')
    expect(dateTimeText(en, afternoon.toISOString(), 'Africa/Nairobi')).toBe('28 Nov 2026, 16:05')
    expect(dateTimeText(sw, afternoon, 'Africa/Nairobi')).toBe('28 Nov 2026, 16:05')
  })
})
