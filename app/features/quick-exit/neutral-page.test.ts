import { expect, it } from 'vitest'
import { DEFAULT_QUICK_EXIT_URL, neutralPageUrl } from './neutral-page'

it('goes to a weather search unless the build names another http(s) address', () => {
  expect(neutralPageUrl(undefined)).toBe('https://www.google.com/search?q=weather')
  expect(neutralPageUrl('')).toBe(DEFAULT_QUICK_EXIT_URL)
  expect(neutralPageUrl('https://www.bbc.com/weather')).toBe('https://www.bbc.com/weather')
  expect(neutralPageUrl('javascript:alert(1)')).toBe(DEFAULT_QUICK_EXIT_URL)
  expect(neutralPageUrl('/news')).toBe(DEFAULT_QUICK_EXIT_URL)
})
