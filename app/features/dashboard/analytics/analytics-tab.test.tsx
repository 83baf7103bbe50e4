import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import { renderApp } from '../../../test/render-app'
import { signInAs } from '../../../test/sign-in'

beforeEach(() => {
  signInAs('professional')
})

it('shows the four counters of the demo professional', async () => {
  renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('tab', { name: 'Analytics' }, { timeout: 10_000 }))
  const panel = await screen.findByRole('tabpanel')
  await within(panel).findByText('Completed (30 days)')
  const counters = within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent])
  expect(counters).toEqual([
    ['Pending', '2'],
    ['Confirmed', '2'],
    ['Upcoming', '2'],
    ['Completed (30 days)', '1'],
  ])
})
