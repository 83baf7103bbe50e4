import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'

async function openPage(path: string, title: string) {
  renderApp(path)
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })
}

it('states the privacy figures, with a contents list to each section', async () => {
  await openPage('/privacy-policy', 'Privacy Policy')
  expect(screen.getByText(/we respond within 30 days\./)).toBeTruthy()
  expect(screen.getByText(/Therapy records .* are kept for about 7 years/)).toBeTruthy()
  expect(screen.getByText('Usage data is kept for up to 2 years.')).toBeTruthy()
  expect(screen.getByText(/encrypted at rest and visible only to the professional who wrote them/)).toBeTruthy()
  expect(screen.getByText('24 Nov 2026').closest('time')?.getAttribute('datetime')).toBe('2026-11-24')

  const contents = screen.getByRole('navigation', { name: 'On this page' })
  const rights = within(contents).getByRole('link', { name: 'Your rights' })
  expect(rights.getAttribute('href')).toBe('/privacy-policy#your-rights')
  expect(screen.getByRole('heading', { level: 2, name: 'Your rights' }).closest('section')?.id).toBe('your-rights')
  const anchors = within(contents)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!.split('#')[1])
  const sections = screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.closest('section')?.id)
    .filter(Boolean)
  expect(anchors).toEqual(sections)
})

it('sends data requests to the account page, and says what deletion erases and what it keeps', async () => {
  await openPage('/privacy-policy', 'Privacy Policy')
  const rights = screen.getByRole('region', { name: 'Your rights' })
  expect(within(rights).getByRole('link', { name: 'account page' }).getAttribute('href')).toBe('/account')
  expect(within(rights).getByText(/Access, correction and deletion .* take effect at once/)).toBeTruthy()
  expect(within(rights).getByText(/Office of the Data Protection Commissioner in Kenya/)).toBeTruthy()

  const keeping = screen.getByRole('region', { name: 'How long we keep it' })
  expect(within(keeping).getByText(/When you delete your account, we erase at once your sign-in/)).toBeTruthy()
  expect(
    within(keeping).getByText(/shown as 'Deleted account'.* stay with that professional .* until 7 years after/),
  ).toBeTruthy()
  expect(
    within(keeping).getByText(/The audit trail keeps account numbers, actions and times, never names or notes/),
  ).toBeTruthy()
})

it('lists the four cookie categories, Essential the only required one, and what the app really stores', async () => {
  await openPage('/cookie-policy', 'Cookie Policy')
  const categories = ['Essential', 'Functional', 'Analytics', 'Marketing'].map(
    (name) => screen.getByText(name, { selector: 'dt' }).textContent,
  )
  expect(categories).toEqual(['EssentialRequired', 'FunctionalOptional', 'AnalyticsOptional', 'MarketingOptional'])
  expect(screen.getByText('wellness.sid').closest('dt')?.textContent).toBe('wellness.sidEssential cookie')
  expect(screen.getByText(/HttpOnly/)).toBeTruthy()
  expect(screen.getByText('No analytics or marketing cookies are set.')).toBeTruthy()
})

it('says the platform is not an emergency service and points to the crisis resources', async () => {
  await openPage('/terms-of-service', 'Terms of Service')
  const section = screen.getByRole('region', { name: 'Not an emergency service' })
  expect(within(section).getByRole('link', { name: 'Crisis Resources' }).getAttribute('href')).toBe('/crisis-resources')
  expect(screen.getByText(/governed by the laws of Kenya/)).toBeTruthy()
})
