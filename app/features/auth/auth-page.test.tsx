import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import type { User } from '../../../api/contract/schemas/auth'
import { server } from '../../../mocks/node'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

// The header then asks for a user's own bookings (My sessions' count): none.
const signedInAs = (user: User) =>
  server.use(
    http.get('*/api/user', () => HttpResponse.json(user)),
    http.get('*/api/me/bookings', () => HttpResponse.json([])),
    http.get('*/api/me/notifications', () => HttpResponse.json({ items: [], unread: 0 })),
  )

it('opens on the Login tab, offers Register and a way back home, without the site header', async () => {
  const { router } = renderApp('/auth')
  expect(await screen.findByRole('tab', { name: 'Login', selected: true }, { timeout: 10_000 })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Wellness Africa' })).toBeTruthy()
  expect(screen.getByLabelText('Username')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Get Help' })).toBeNull()

  fireEvent.click(screen.getByRole('tab', { name: 'Register' }))
  expect(await screen.findByLabelText('Confirm Password')).toBeTruthy()
  expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeTruthy()

  fireEvent.click(screen.getByRole('link', { name: /Back to Home/ }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

it('has Crisis help and the language switcher, though it has no site header', async () => {
  const { router } = renderApp('/auth')
  await screen.findByRole('tab', { name: 'Login', selected: true }, { timeout: 10_000 })
  const language = screen.getByLabelText<HTMLSelectElement>('Language')
  await waitFor(() => expect(language.disabled).toBe(false))
  fireEvent.change(language, { target: { value: 'sw' } })
  expect(await screen.findByRole('tab', { name: 'Ingia', selected: true })).toBeTruthy()
  expect(localStorage.getItem('wellness.locale')).toBe('sw')

  fireEvent.click(screen.getByRole('link', { name: 'Msaada wa dharura' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/crisis-resources'))
})

it('sends a signed-in professional straight to the dashboard', async () => {
  signedInAs({ id: 2, username: 'dr_amina', role: 'professional', title: 'Clinical Psychologist' })
  const { router } = renderApp('/auth')
  await waitFor(() => expect(router.state.location.pathname).toBe('/professional/dashboard'))
})

it('sends a signed-in admin to the admin page', async () => {
  signInAs('admin')
  try {
    const { router } = renderApp('/auth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy()
  } finally {
    await signOut()
  }
})

it('sends any other signed-in person to /', async () => {
  signedInAs({ id: 1, username: 'demo_user', role: 'user' })
  const { router } = renderApp('/auth')
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(screen.queryByRole('tab', { name: 'Login' })).toBeNull()
})

it('says offline that signing in needs a connection, and keeps the forms', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  try {
    renderApp('/auth')
    expect(
      await screen.findByText(
        /You are offline\. Logging in and creating an account need a connection/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    expect(await screen.findByLabelText('Username')).toBeTruthy()
  } finally {
    onLine.mockRestore()
  }
})
