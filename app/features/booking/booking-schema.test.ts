import * as v from 'valibot'
import { expect, it } from 'vitest'
import { addDays, todayIn } from '../../../api/contract/time'
import { bookingDefaults, bookingFormSchema } from './booking-schema'
import { minimumDate } from './free-days'

/** The first message for each field, as the form shows it. */
function issuesOf(input: unknown): [string | null, string][] {
  const issues = v.safeParse(bookingFormSchema, input).issues ?? []
  const first = new Map<string | null, string>()
  for (const issue of issues) if (!first.has(v.getDotPath(issue))) first.set(v.getDotPath(issue), issue.message)
  return [...first]
}

it("uses the contract's messages for each missing field", () => {
  expect(issuesOf({ ...bookingDefaults(1), sessionType: '' })).toEqual([
    ['sessionDate', 'Please select a date'],
    ['sessionTime', 'Please select a time'],
    ['sessionType', 'Please select a session type'],
  ])
})

it('refuses a date before today in East Africa, and accepts today', () => {
  const today = todayIn('Africa/Nairobi')
  const valid = { ...bookingDefaults(3), sessionTime: '09:00' }
  expect(issuesOf({ ...valid, sessionDate: addDays(today, -1) })).toEqual([
    ['sessionDate', 'Please select a date that is not in the past'],
  ])
  expect(issuesOf({ ...valid, sessionDate: today })).toEqual([])
})

it("takes today from the booking zone's clock, not the device's", () => {
  // 22:30 UTC on 1 January is already 01:30 on 2 January in Nairobi (UTC+3), still 23:30 on 1 January in Lagos.
  expect(minimumDate('Africa/Nairobi', new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-02')
  expect(minimumDate('Africa/Lagos', new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-01')
})

it("refuses a date already past in the person's zone", () => {
  const lagosToday = todayIn('Africa/Lagos')
  const valid = { ...bookingDefaults(3, 'Africa/Lagos'), sessionTime: '09:00' }
  expect(issuesOf({ ...valid, sessionDate: addDays(lagosToday, -1) })).toEqual([
    ['sessionDate', 'Please select a date that is not in the past'],
  ])
  expect(issuesOf({ ...valid, sessionDate: lagosToday })).toEqual([])
})
