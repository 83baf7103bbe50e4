import { expect, it } from 'vitest'
import { countriesFrom, countryFirst, guessCountry } from './crisis-country'
import { emergencyLines } from './immediate-help'

it("guesses the country from the device's time zone, else Kenya for a Swahili reader", () => {
  expect(guessCountry('en', 'Africa/Nairobi')).toBe('KE')
  expect(guessCountry('en', 'Africa/Kampala')).toBe('UG')
  expect(guessCountry('sw', 'Africa/Dar_es_Salaam')).toBe('TZ')
  expect(guessCountry('en', 'Africa/Kigali')).toBe('RW')
  expect(guessCountry('sw', 'Africa/Lagos')).toBe('NG')
  expect(guessCountry('sw', 'Europe/London')).toBe('KE')
  expect(guessCountry('sw', undefined)).toBe('KE')
  expect(guessCountry('en', 'Europe/London')).toBeNull()
})

it("puts the country's lines and name first, the others in their order", () => {
  expect(countryFirst(emergencyLines, 'RW').map((line) => line.country)).toEqual(['RW', 'KE', 'TZ', 'UG', 'NG'])
  expect(countryFirst(emergencyLines, 'KE').map((line) => line.country)).toEqual(['KE', 'TZ', 'UG', 'RW', 'NG'])
  expect(countriesFrom('NG')).toEqual(['NG', 'KE', 'TZ', 'UG', 'RW'])
})
