import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { findUserByUsername } from '../../../mocks/repo'
import { insert, store } from '../../../mocks/store'
import { choosePersonZone } from '../../lib/time/person-zone'
import { renderApp } from '../../test/render-app'
import { keepSessionCookies, signOut } from '../../test/sign-in'

// Sign-ins through /auth, in a file of their own: MSW keeps the cookie the mocks set for the rest of the file.
afterEach(signOut)

const rows = async () =>
  within(await screen.findByRole('region', { name: 'Recent activity' }, { timeout: 10_000 })).findAllByRole('listitem')

/** Logs in through /auth as a person would (the mocks record it), then opens /account. */
async function logInAndOpenAccount(username: string, password: string, firstTry?: string) {
  keepSessionCookies()
  const { router } = renderApp('/auth')
  const logIn = async (typed: string) => {
    fireEvent.change(await screen.findByLabelText('Username', {}, { timeout: 10_000 }), { target: { value: username } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: typed } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  }
  if (firstTry) {
    await logIn(firstTry)
    await screen.findByText('Invalid username or password', { selector: '[role="alert"] *' })
  }
  await logIn(password)
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth'))
  await router.navigate({ to: '/account' })
}

it("lists my sign-ins, a failed one too, newest first, at the time my zone's clocks showed", async () => {
  choosePersonZone('Africa/Lagos')
  const { username, password } = demoAccounts.user
  await logInAndOpenAccount(username, password, 'not-my-password')
  const [signIn, failed] = await rows()
  expect(signIn!.textContent).toMatch(/^Signed in.*WAT$/)
  expect(failed!.textContent).toMatch(/^Failed sign-in attempt.*WAT$/)
  const recorded = store.auditEvents.filter((event) => event.subjectId === findUserByUsername(username)!.id)
  expect(signIn!.querySelector('time')?.getAttribute('dateTime')).toBe(recorded.at(-1)!.at)
})

it('is there for an admin, who signs in like anyone', async () => {
  insert('users', {
    username: 'test_admin',
    password: 'admin-password-1',
    role: 'admin',
    createdAt: '2026-11-01T08:00:00.000Z',
  })
  await logInAndOpenAccount('test_admin', 'admin-password-1')
  const [signIn] = await rows()
  expect(signIn!.textContent).toMatch(/^Signed in/)
  expect(signIn!.textContent).not.toContain('administrator')
  expect(screen.getByRole('region', { name: 'Change password' })).toBeTruthy()
  expect(screen.getByRole('region', { name: 'Delete my account' })).toBeTruthy()
})
