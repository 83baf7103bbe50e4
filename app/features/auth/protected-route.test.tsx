import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import type { User } from '../../../api/contract/schemas/auth'
import { server } from '../../../mocks/node'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

afterEach(signOut)

const signedInAs = (user: User | null, wait = 0) =>
  server.use(
    http.get('*/api/user', async () => {
      await delay(wait)
      return user
        ? HttpResponse.json(user)
        : HttpResponse.json({ message: 'Please log in to continue' }, { status: 401 })
    }),
  )

const professional: User = { id: 2, username: 'dr_amina', role: 'professional', title: 'Clinical Psychologist' }
const person: User = { id: 1, username: 'demo_user', role: 'user' }

it('sends a visitor who is not signed in to /auth', async () => {
  signedInAs(null)
  const { router } = renderApp('/professional/dashboard')
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  expect(await screen.findByRole('tab', { name: 'Login', selected: true }, { timeout: 10_000 })).toBeTruthy()
})

it('sends a signed-in user of the wrong role to /', async () => {
  // Signed in for real too: the header then counts the person's changed bookings.
  signInAs('user')
  signedInAs(person)
  const { router } = renderApp('/professional/dashboard')
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' }, { timeout: 10_000 }),
  ).toBeTruthy()
})

it('shows a spinner while the session loads, then the dashboard to a professional', async () => {
  signInAs('professional')
  signedInAs(professional, 600)
  renderApp('/professional/dashboard')
  expect(await screen.findByText('Loading…')).toBeTruthy()
  expect(await screen.findByRole('heading', { name: 'Professional Dashboard' }, { timeout: 10_000 })).toBeTruthy()
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
  expect(tabs).toEqual(['Bookings', 'Availability', 'Profile', 'Verification', 'Analytics'])
  expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy()
})
