import { expect, it } from 'vitest'
import { openSection, target } from './test-helpers'

it('lists the three channels of the 24/7 helpline and leads to the booking demo', async () => {
  const section = await openSection('TheraLine')
  expect(section.getByText(/A 24\/7 helpline/)).toBeTruthy()
  const channels = section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(channels).toEqual(['Video Sessions', 'Phone Consultations', 'Text-Based Chat'])
  expect(target(section.getByRole('link', { name: 'Book a Session Now' }))).toBe('/#booking-demo')
  expect(target(section.getByRole('link', { name: 'call a crisis line' }))).toBe('/crisis-resources')
})
