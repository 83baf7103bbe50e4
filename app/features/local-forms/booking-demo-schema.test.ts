import { i18n } from '@lingui/core'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { activateLocale } from '../../lib/i18n'
import { bookingDemoDefaults, bookingDemoSchema, earliestDemoDate } from './booking-demo-schema'
import { firstIssues } from './first-issues'

// 09:00 in Nairobi on 10 March 2026.
const now = () => new Date('2026-03-10T06:00:00Z')
const schema = () => bookingDemoSchema(i18n, now)
const valid = {
  ...bookingDemoDefaults(),
  appointmentType: 'individual',
  sessionType: 'video',
  location: 'nairobi',
  date: '2026-03-10',
  time: '14:30',
  privacyAgreed: true,
}

it('asks for every choice, a date, a time and the privacy agreement', () => {
  expect(firstIssues(schema(), bookingDemoDefaults())).toEqual({
    appointmentType: 'Please choose a type of appointment',
    sessionType: 'Please select a session type',
    location: 'Please choose a location',
    date: 'Please select a date',
    time: 'Please select a time',
    privacyAgreed: 'Please agree to the privacy policy to continue',
  })
})

it('starts in EAT with the privacy box unticked, and needs no notes', () => {
  expect(bookingDemoDefaults()).toMatchObject({ timezone: 'EAT', privacyAgreed: false, notes: '' })
  expect(v.parse(schema(), valid)).toMatchObject({ timezone: 'EAT', notes: '' })
  expect(v.parse(schema(), { ...valid, notes: '  Evenings are best. ' }).notes).toBe('Evenings are best.')
})

it("accepts each spec option and refuses what is not one (section 5's values)", () => {
  const accepted = {
    appointmentType: ['individual', 'couples', 'addiction', 'teen', 'career'],
    sessionType: ['video', 'phone', 'chat', 'in-person'],
    location: ['nairobi', 'mombasa', 'kisumu', 'nakuru', 'other'],
    timezone: ['EAT', 'CAT', 'WAT'],
  }
  for (const [field, values] of Object.entries(accepted)) {
    for (const value of values) expect(firstIssues(schema(), { ...valid, [field]: value })).toEqual({})
    expect(Object.keys(firstIssues(schema(), { ...valid, [field]: 'elsewhere' }))).toEqual([field])
  }
})

it('refuses a date before today and an unticked privacy agreement', () => {
  expect(firstIssues(schema(), { ...valid, date: '2026-03-09', privacyAgreed: false })).toEqual({
    date: 'Please select a date that is not in the past',
    privacyAgreed: 'Please agree to the privacy policy to continue',
  })
})

it("takes today from the chosen zone's calendar", () => {
  // 22:30 UTC on 9 March: already 10 March in Nairobi (GMT+3), still 9 March in Lagos (GMT+1).
  const late = new Date('2026-03-09T22:30:00Z')
  expect(earliestDemoDate('EAT', late)).toBe('2026-03-10')
  expect(earliestDemoDate('WAT', late)).toBe('2026-03-09')
})

it('speaks Swahili when sw is active', async () => {
  await activateLocale('sw')
  expect(firstIssues(schema(), { ...valid, location: undefined })).toEqual({ location: 'Tafadhali chagua mahali' })
})
