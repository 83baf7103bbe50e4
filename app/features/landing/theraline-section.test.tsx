import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { activateLocale } from '../../lib/i18n'
import { openSection, target } from './test-helpers'

// A promise of round-the-clock help belongs only beside a line open 24 hours (docs/product.md#14-points-we-decided).
const roundTheClock = /24\/7|24 hours|saa 24/i

it('says what the platform does, sessions with a verified professional booked in the directory, with no 24/7 promise', async () => {
  const section = await openSection('TheraLine')
  const text = section.getByRole('heading', { level: 2 }).closest('section')!.textContent!
  expect(text).toMatch(/verified professional by video, phone, chat or in person/)
  expect(text).toMatch(/TheraLine is not a line to call in a crisis/)
  expect(text).not.toMatch(roundTheClock)
  const channels = section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(channels).toEqual(['Video Sessions', 'Phone Consultations', 'Text-Based Chat'])
  expect(target(section.getByRole('link', { name: 'Book a Session Now' }))).toBe('/#booking-demo')
  expect(target(section.getByRole('link', { name: 'call a crisis line' }))).toBe('/crisis-resources')
})

it('makes the same honest promise in Swahili, on the whole landing page outside the crisis lines', async () => {
  await activateLocale('sw')
  const section = await openSection('TheraLine')
  const text = section.getByRole('heading', { level: 2 }).closest('section')!.textContent!
  expect(text).toMatch(/mtaalamu aliyethibitishwa/)
  expect(text).not.toMatch(roundTheClock)
  const services = screen.getByRole('region', { name: 'Huduma' }).textContent!
  expect(services).not.toMatch(roundTheClock)
})
