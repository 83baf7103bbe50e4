import { expect, it } from 'vitest'
import { Availability } from '../../api/contract/schemas/availability'
import { NotesUpdate } from '../../api/contract/schemas/bookings'
import { ProfileUpdate } from '../../api/contract/schemas/professionals'
import { itemMaxLengthOf, maxLengthOf, valueRangeOf } from './schema-limits'

it('reads the length limits of the contract schemas', () => {
  expect(maxLengthOf(ProfileUpdate.entries.fullName)).toBe(100)
  expect(maxLengthOf(ProfileUpdate.entries.bio)).toBe(2000)
  expect(maxLengthOf(ProfileUpdate.entries.location)).toBe(100)
  expect(maxLengthOf(ProfileUpdate.entries.sessionPrice)).toBe(60)
  expect(maxLengthOf(ProfileUpdate.entries.specialties)).toBe(20)
  expect(itemMaxLengthOf(ProfileUpdate.entries.specialties)).toBe(60)
  expect(itemMaxLengthOf(ProfileUpdate.entries.languages)).toBe(40)
  expect(maxLengthOf(NotesUpdate.entries.professionalNotes)).toBe(20_000)
})

it('has no limit to report where the schema sets none', () => {
  expect(maxLengthOf(ProfileUpdate.entries.title)).toBeUndefined()
  expect(itemMaxLengthOf(ProfileUpdate.entries.title)).toBeUndefined()
})

it('reads the number ranges of the contract schemas', () => {
  const hours = Availability.pipe[0].entries
  expect(valueRangeOf(hours.sessionMinutes)).toEqual({ min: 30, max: 120 })
  expect(valueRangeOf(hours.bufferMinutes)).toEqual({ min: 0, max: 60 })
  expect(valueRangeOf(hours.cancellationNoticeHours)).toEqual({ min: 0, max: 72 })
  expect(valueRangeOf(hours.timezone)).toEqual({})
})
