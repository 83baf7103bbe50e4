import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { server } from '../../../mocks/node'
import { activateLocale } from '../../lib/i18n'
import { useToasts } from '../../lib/toasts'
import { renderApp } from '../../test/render-app'
import { fill, formAlert, recordPosts } from './auth-test-helpers'
import { keepSessionCookies, signOut } from '../../test/sign-in'

afterEach(signOut)

const posted = recordPosts('/api/login')
const shownToast = () => useToasts.getState().toasts.find((item) => item.open)

async function openLogin() {
  const view = renderApp('/auth')
  await screen.findByRole('tab', { name: 'Login', selected: true }, { timeout: 10_000 })
  return view
}

it('shows the rules of section 5 and sends nothing while they fail', async () => {
  await openLogin()
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy()
  expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy()
  const username = screen.getByLabelText('Username')
  expect(username.getAttribute('aria-invalid')).toBe('true')
  expect(username.getAttribute('aria-describedby')).toBe(screen.getByText('Username must be at least 3 characters').id)
  await waitFor(() => expect(document.activeElement).toBe(username))
  expect(posted).toEqual([])
})

it('checks a field when it is left, and clears the message once it is right', async () => {
  await openLogin()
  fill('Username', 'ab')
  expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy()
  expect(screen.queryByText('Password must be at least 6 characters')).toBeNull()
  fill('Username', 'abc')
  await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters')).toBeNull())
})

it('signs a professional in, greets them and opens the dashboard', async () => {
  keepSessionCookies()
  const { router } = await openLogin()
  const { username, password } = demoAccounts.professional
  fill('Username', ` ${username} `)
  fill('Password', password)
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/professional/dashboard'))
  expect(posted).toEqual([{ username, password }])
  expect(shownToast()).toMatchObject({ title: 'Login successful', description: 'Welcome back, dr_amina!' })
})

it('sends any other user home to /', async () => {
  const { router } = await openLogin()
  fill('Username', demoAccounts.user.username)
  fill('Password', demoAccounts.user.password)
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

it('shows the server message in an alert and a destructive toast when login fails', async () => {
  const { router } = await openLogin()
  fill('Username', 'dr_amina')
  fill('Password', 'not-the-password')
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  await waitFor(() => expect(formAlert()).toContain('Invalid username or password'))
  await waitFor(() =>
    expect(shownToast()).toMatchObject({
      title: 'Login failed',
      description: 'Invalid username or password',
      variant: 'destructive',
    }),
  )
  expect(router.state.location.pathname).toBe('/auth')
})

it('falls back to the generic alert when no server message comes back', async () => {
  server.use(http.post('*/api/login', () => HttpResponse.error()))
  await openLogin()
  fill('Username', 'dr_amina')
  fill('Password', 'wellness-demo-2')
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  await waitFor(() => expect(formAlert()).toContain('Failed to login. Please try again.'))
})

it('speaks Swahili when sw is active, the schema messages included', async () => {
  await activateLocale('sw')
  renderApp('/auth')
  fireEvent.click(await screen.findByRole('button', { name: 'Ingia' }, { timeout: 10_000 }))
  expect(await screen.findByText('Jina la mtumiaji lazima liwe na angalau herufi 3')).toBeTruthy()
  expect(screen.getByText('Nenosiri lazima liwe na angalau herufi 6')).toBeTruthy()
  fill('Jina la mtumiaji', 'dr_amina')
  fill('Nenosiri', 'not-the-password')
  fireEvent.click(screen.getByRole('button', { name: 'Ingia' }))
  await waitFor(() => expect(formAlert()).toContain('Jina la mtumiaji au nenosiri si sahihi'))
})

it('sends on the first tap once a field flagged on leaving it is fixed, without leaving it again', async () => {
  keepSessionCookies()
  const { router } = await openLogin()
  const { username, password } = demoAccounts.professional
  fill('Username', 'ab')
  expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy()
  fill('Password', password)
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } })
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  await waitFor(() => expect(posted).toEqual([{ username, password }]))
  await waitFor(() => expect(router.state.location.pathname).toBe('/professional/dashboard'))
})
