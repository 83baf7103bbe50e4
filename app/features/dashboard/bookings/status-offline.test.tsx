import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { store } from '../../../../mocks/store'
import { activateLocale } from '../../../lib/i18n'
import { outboxEntries } from '../../../lib/outbox/outbox-store'
import { useToasts } from '../../../lib/toasts'
import { renderApp } from '../../../test/render-app'
import { recordRequests, stopRecording } from '../../../test/record-requests'
import { signInAs } from '../../../test/sign-in'
import { acceptIn, startedAMinuteAgo } from './status-test-helpers'

// Booking 1 is a video session and the demo professional has no default link: Accept asks for one.
const VIDEO_LINK = 'https://meet.example/amina'

let networkDown = false

beforeEach(() => {
  signInAs('professional')
  networkDown = true
  // No answer while the network is down; afterwards the mock server answers as usual.
  server.use(http.patch('*/api/bookings/:bookingId', () => (networkDown ? HttpResponse.error() : undefined)))
})
afterEach(stopRecording)

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 })
const cardsIn = async (name: string) => within(await section(name)).findAllByRole('article')
const statusOf = (id: number) => store.bookings.find((booking) => booking.id === id)?.status
const toastTitles = () => useToasts.getState().toasts.map((toast) => toast.title)

function networkBack(): void {
  networkDown = false
  window.dispatchEvent(new Event('online'))
}

/** Presses Accept on the first request while the network is down; the outbox keeps it. */
async function acceptWithoutNetwork(): Promise<HTMLElement> {
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Booking Requests')
  await acceptIn(first!, VIDEO_LINK)
  await waitFor(() => expect(toastTitles()).toContain('Saved on this device'), { timeout: 10_000 })
  return first!
}

it('keeps an Accept that got no answer, shows it waiting on the card, and delivers it once when back online', async () => {
  const requests = recordRequests()
  const card = await acceptWithoutNetwork()
  expect(useToasts.getState().toasts[0]).toMatchObject({
    description: 'Your change will be sent when you are back online.',
  })
  expect(await within(card).findByText('Accepted, waiting to send')).toBeTruthy()
  expect(within(card).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true)
  expect(within(card).getByRole('button', { name: 'Decline' })).toHaveProperty('disabled', true)
  expect(statusOf(1)).toBe('pending')
  const strip = await section('Saved on this device, not sent yet')
  // The client's name, and the day and time as the professional reads them.
  const booking = store.bookings.find((row) => row.id === 1)!
  const client = store.users.find((user) => user.id === booking.userId)!.username
  const line = new RegExp(`^Accept ${client}'s booking for \\w{3} \\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d [A-Z]{3}$`)
  expect(within(strip).getByText(line)).toBeTruthy()

  networkBack()
  expect(await screen.findByText('Booking confirmed successfully', {}, { timeout: 10_000 })).toBeTruthy()
  expect(statusOf(1)).toBe('confirmed')
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(1))
  expect(screen.queryByText('Accepted, waiting to send')).toBeNull()
  expect(await outboxEntries()).toEqual([])
  // The first try, the retries and the delivery carry one key, so the server applies it once.
  const keys = requests.filter((request) => request.method === 'PATCH').map((r) => r.headers.get('Idempotency-Key'))
  expect(keys.length).toBeGreaterThanOrEqual(2)
  expect(new Set(keys)).toEqual(new Set([keys[0]]))
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
})

it("shows the server's message when the queued change lost to another, and the lists follow", async () => {
  await acceptWithoutNetwork()
  store.bookings.find((booking) => booking.id === 1)!.status = 'declined' // declined on another device meanwhile

  networkBack()
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
  expect(within(alert).getByText('Error')).toBeTruthy()
  expect(within(alert).getByText('This booking cannot change from declined to confirmed')).toBeTruthy()
  const strip = await section('Saved on this device, not sent yet')
  // The strip reads the outbox again once the refusal is stored: it may follow the toast by a moment.
  expect(await within(strip).findByText('Not sent: This booking cannot change from declined to confirmed')).toBeTruthy()
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(1))
  expect(screen.queryByText('Accepted, waiting to send')).toBeNull()
  expect(statusOf(1)).toBe('declined')
})

it('keeps Mark Complete the same way, and says so in Swahili', async () => {
  await activateLocale('sw')
  startedAMinuteAgo(3)
  renderApp('/professional/dashboard')
  const upcoming = await section('Vipindi Vijavyo')
  const [first] = await within(upcoming).findAllByRole('article')
  fireEvent.click(within(first!).getByRole('button', { name: 'Kamilisha' }))
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kamilisha' }))
  expect(await within(first!).findByText('Imekamilika, inasubiri kutumwa', {}, { timeout: 10_000 })).toBeTruthy()
  expect(await outboxEntries()).toMatchObject([
    { route: 'updateBookingStatus', params: { bookingId: 3 }, body: { status: 'completed' } },
  ])
})
