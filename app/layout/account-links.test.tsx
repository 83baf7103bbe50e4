import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { activateLocale } from '../lib/i18n'
import { addToOutbox, outboxEntries } from '../lib/outbox/outbox-store'
import { renderApp } from '../test/render-app'
import { signInAs, signOut } from '../test/sign-in'

afterEach(signOut)

/** The header's own Logout (the wide screen's row; the phone's menu holds the same links). */
const headerLogout = async (name: string) =>
  (
    await within(await screen.findByRole('banner', {}, { timeout: 10_000 })).findAllByRole(
      'button',
      { name },
      { timeout: 10_000 },
    )
  )[0]!

/** A cancel written offline, still waiting: its call finds no network. */
async function unsentCancel(owner: number) {
  server.use(http.patch('*/api/me/bookings/:bookingId', () => HttpResponse.error()))
  const session = { sessionDate: '2099-01-05', sessionTime: '10:00' }
  await addToOutbox(
    { route: 'cancelMyBooking', params: { bookingId: 1 }, body: { status: 'cancelled' }, session },
    'cancel-key-0001',
    owner,
  )
}

it('asks in its own dialog before logout deletes what is still unsent, and stays signed in when told to', async () => {
  const { userId } = signInAs('user')
  await unsentCancel(userId)
  renderApp('/blog')
  fireEvent.click(await headerLogout('Logout'))

  const question = await screen.findByRole('dialog', { name: 'Log out anyway?' }, { timeout: 10_000 })
  expect(
    within(question).getByText(
      'Some things you wrote offline have not been sent yet. Logging out deletes them from this device.',
    ),
  ).toBeTruthy()
  fireEvent.click(within(question).getByRole('button', { name: 'Stay logged in' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(await outboxEntries()).toHaveLength(1)

  fireEvent.click(await headerLogout('Logout'))
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Log out anyway?' })).getByRole('button', { name: 'Log out' }),
  )
  expect(
    await within(screen.getByRole('banner')).findAllByRole('link', { name: 'Login' }, { timeout: 10_000 }),
  ).toBeTruthy()
  expect(await outboxEntries()).toEqual([])
})

it('asks in Swahili too', async () => {
  await activateLocale('sw')
  const { userId } = signInAs('user')
  await unsentCancel(userId)
  renderApp('/blog')
  fireEvent.click(await headerLogout('Toka'))
  const question = await screen.findByRole('dialog', { name: 'Utatoka hata hivyo?' }, { timeout: 10_000 })
  expect(within(question).getByRole('button', { name: 'Endelea kuwa ndani' })).toBeTruthy()
})
