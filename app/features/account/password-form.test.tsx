import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { server } from '../../../mocks/node'
import { startSession } from '../../../mocks/sessions'
import { store } from '../../../mocks/store'
import { outboxEntries } from '../../lib/outbox/outbox-store'
import { useToasts } from '../../lib/toasts'
import { recordRequests, stopRecording, type Recorded } from '../../test/record-requests'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
})
afterEach(async () => {
  vi.restoreAllMocks()
  stopRecording()
  await signOut()
})

const demoUser = () => store.users.find((row) => row.username === demoAccounts.user.username)!
const shownToast = () => useToasts.getState().toasts.find((item) => item.open)
const section = () => within(screen.getByRole('region', { name: 'Change password' }))
const passwordPosts = () => requests.filter((request) => request.path === '/api/me/password')

async function openAccount() {
  const { userId } = signInAs('user')
  renderApp('/account')
  await screen.findByRole('region', { name: 'Change password' }, { timeout: 10_000 })
  return userId
}

function fillIn(current: string, fresh: string, again: string) {
  fireEvent.change(section().getByLabelText('Current password'), { target: { value: current } })
  fireEvent.change(section().getByLabelText('New password'), { target: { value: fresh } })
  fireEvent.change(section().getByLabelText('Confirm new password'), { target: { value: again } })
  fireEvent.click(section().getByRole('button', { name: 'Change password' }))
}

it('asks for the new password twice alike, and sends nothing until it is', async () => {
  await openAccount()
  fillIn(demoAccounts.user.password, 'fresh-password-1', 'fresh-password-2')
  expect(await section().findByText('Passwords do not match')).toBeTruthy()
  fireEvent.change(section().getByLabelText('Current password'), { target: { value: '' } })
  expect(await section().findByText('Please enter your current password')).toBeTruthy()
  expect(passwordPosts()).toEqual([])
  expect(demoUser().password).toBe(demoAccounts.user.password)
})

it('shows the refusal of a wrong current password beside it, and changes nothing', async () => {
  await openAccount()
  fillIn('not-my-password', 'fresh-password-1', 'fresh-password-1')
  expect(await section().findByText('The password is not correct')).toBeTruthy()
  expect(section().getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true')
  expect(passwordPosts()).toHaveLength(1)
  expect(demoUser().password).toBe(demoAccounts.user.password)
})

it('changes the password, ends every other session and says so, and keeps this one', async () => {
  const userId = await openAccount()
  const elsewhere = startSession({ id: userId })
  fillIn(demoAccounts.user.password, 'fresh-password-1', 'fresh-password-1')
  await waitFor(() =>
    expect(shownToast()).toMatchObject({
      title: 'Password changed',
      description: 'You were signed out everywhere else.',
    }),
  )
  expect(passwordPosts().map((request) => request.body)).toEqual([
    { currentPassword: demoAccounts.user.password, newPassword: 'fresh-password-1' },
  ])
  expect(demoUser().password).toBe('fresh-password-1')
  expect(store.sessions.map((session) => session.id)).not.toContain(elsewhere.id)
  expect((section().getByLabelText('Current password') as HTMLInputElement).value).toBe('')
  // Still signed in here: the page's activity is read again and lists the change.
  const activity = within(screen.getByRole('region', { name: 'Recent activity' }))
  expect(await activity.findByText('Password changed')).toBeTruthy()
})

it('says offline that these changes need a connection, and never queues a password', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await openAccount()
  expect(screen.getByText(/You are offline\. Changing your password, downloading your data and deleting/)).toBeTruthy()
  server.use(http.post('*/api/me/password', () => HttpResponse.error()))
  fillIn(demoAccounts.user.password, 'fresh-password-1', 'fresh-password-1')
  await waitFor(() =>
    expect(shownToast()).toMatchObject({
      description: 'Your password was not changed. Changing it needs a connection: please try again.',
      variant: 'destructive',
    }),
  )
  expect(await outboxEntries()).toEqual([])
  expect(demoUser().password).toBe(demoAccounts.user.password)
})
