import { expect, it } from 'vitest'
import { twentyFourHourTime } from './typed-time'

it('reads what a phone’s number pad or a hurried hand types as a 24-hour time', () => {
  expect(twentyFourHourTime('1605')).toBe('16:05')
  expect(twentyFourHourTime('930')).toBe('09:30')
  expect(twentyFourHourTime('9.30')).toBe('09:30')
  expect(twentyFourHourTime(' 9:30 ')).toBe('09:30')
  expect(twentyFourHourTime('16')).toBe('16:00')
  expect(twentyFourHourTime('16:05')).toBe('16:05')
})

it('leaves what is not a time as typed, for the form to refuse', () => {
  expect(twentyFourHourTime('2460')).toBe('2460')
  expect(twentyFourHourTime('24:00')).toBe('24:00')
  expect(twentyFourHourTime('4 PM')).toBe('4 PM')
  expect(twentyFourHourTime('')).toBe('')
})
