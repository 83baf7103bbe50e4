import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { store } from '../../../mocks/store'
import { useToasts } from '../../lib/toasts'
import { recordRequests, stopRecording, type Recorded } from '../../test/record-requests'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'
import { addToOutbox, outboxEntries } from '../../lib/outbox/outbox-store'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
})
afterEach(async () => {
  stopRecording()
  await signOut()
})

const shownToast = () => useToasts.getState().toasts.find((item) => item.open)
const section = () => within(screen.getByRole('region', { name: 'Delete my account' }))
const deletions = () => requests.filter((request) => request.method === 'DELETE' && request.path === '/api/me')
const understood = 'I understand my account and my notes will be deleted and this cannot be undone.'

async function openAccount(account: 'user' | 'professional' = 'user') {
  const { userId } = signInAs(account)
  const app = renderApp('/account')
  await screen.findByRole('region', { name: 'Delete my account' }, { timeout: 10_000 })
  return { ...app, userId }
}

const deleteButton = () => section().getByRole('button', { name: 'Delete my account' })

it('says in plain words what deletion erases, cancels and keeps', async () => {
  await openAccount()
  const text = screen.getByRole('region', { name: 'Delete my account' }).textContent
  expect(text).toContain(
    'Your sign-in, your phone number and what you wrote on your bookings (your notes and reasons) are erased at once.',
  )
  expect(text).toContain(
    'Your pending and confirmed sessions that have not started are cancelled, and the other person is told why.',
  )
  expect(text).toContain('stay with them as their health record until 7 years after your last session with them')
  expect(text).toContain('This cannot be undone.')
})

it('needs the password and the confirmation, and sends nothing without them', async () => {
  const { userId } = await openAccount()
  fireEvent.click(deleteButton())
  expect(await section().findByText('Please enter your current password')).toBeTruthy()
  expect(section().getByText('Please tick the box to confirm')).toBeTruthy()

  fireEvent.change(section().getByLabelText('Your password'), { target: { value: demoAccounts.user.password } })
  fireEvent.click(deleteButton())
  await waitFor(() => expect(section().queryByText('Please enter your current password')).toBeNull())
  expect(section().getByText('Please tick the box to confirm')).toBeTruthy()
  expect(deletions()).toEqual([])
  expect(store.users.find((user) => user.id === userId)?.deletedAt ?? null).toBeNull()
})

it('refuses a wrong password beside it and keeps the account', async () => {
  const { userId } = await openAccount()
  fireEvent.change(section().getByLabelText('Your password'), { target: { value: 'not-my-password' } })
  fireEvent.click(section().getByLabelText(understood))
  fireEvent.click(deleteButton())
  expect(await section().findByText('The password is not correct')).toBeTruthy()
  expect(deletions()).toHaveLength(1)
  expect(store.users.find((user) => user.id === userId)?.deletedAt ?? null).toBeNull()
})

it('deletes the account, signs out, forgets what this device kept of it and goes home', async () => {
  await storeCopy(['bookings', 'mine'], ['a booking of theirs'], true)
  const { router, userId } = await openAccount()
  await waitFor(async () => expect(await readStoredCopy(['account'])).toBeDefined())
  // A write of theirs refused for good and left in the outbox: it goes with the account.
  const notes = { route: 'saveSessionNotes', params: { bookingId: 1 }, body: { professionalNotes: 'theirs' } } as const
  await addToOutbox(notes, 'key-deleted-notes', userId, 'sign-in')

  fireEvent.change(section().getByLabelText('Your password'), { target: { value: demoAccounts.user.password } })
  fireEvent.click(section().getByLabelText(understood))
  fireEvent.click(deleteButton())

  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  await waitFor(() => expect(shownToast()).toMatchObject({ title: 'Your account was deleted' }))
  expect(deletions().map((request) => request.body)).toEqual([{ password: demoAccounts.user.password }])
  expect(store.users.find((user) => user.id === userId)?.deletedAt).toBeTruthy()
  expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0)
  expect(await readStoredCopy(['account'])).toBeUndefined()
  expect(await readStoredCopy(['bookings', 'mine'])).toBeUndefined()
  expect((await readStoredCopy(['user']))?.data).toBeNull()
  expect(await outboxEntries()).toEqual([])
})

it('tells a professional their profile, licence and session notes go too', async () => {
  await openAccount('professional')
  const text = screen.getByRole('region', { name: 'Delete my account' }).textContent
  expect(text).toContain('your profile with its photo, hours, licence check and licence document')
  expect(text).toContain('what you wrote on your bookings (session notes, joining instructions and reasons)')
  expect(text).not.toContain('health record')
})
