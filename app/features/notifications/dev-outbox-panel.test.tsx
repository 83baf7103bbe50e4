import { screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { notifyMock } from '../../../mocks/notifications'
import { store } from '../../../mocks/store'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

afterEach(async () => {
  vi.restoreAllMocks()
  await signOut()
})

it('shows on /account, in development on the mocks, the messages that would have been sent', async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  const { userId } = signInAs('user')
  const booking = store.bookings.find((row) => row.userId === userId && row.status === 'pending')!
  await notifyMock({ event: 'declined', bookingId: booking.id, to: 'client' })
  renderApp('/account')
  const heading = 'Messages the mocks would send (development only)'
  expect(await screen.findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeTruthy()
  // The SMS (skipped: no consent yet) and the in-app entry.
  expect(await screen.findAllByText(/Wellness Africa: your request for .+ was not accepted/)).toHaveLength(2)
})
