import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { store } from '../../../../mocks/store'
import { useToasts } from '../../../lib/toasts'
import { renderApp } from '../../../test/render-app'
import { PENDING_REFETCH_MS, pendingBookingsQueryOptions } from './bookings-lists'
import { recordRequests, stopRecording } from '../../../test/record-requests'
import { signInAs } from '../../../test/sign-in'
import { acceptIn, completeIn, declineIn, startedAMinuteAgo } from './status-test-helpers'

// Booking 1 is a video session and the demo professional has no default link: Accept asks for one.
const VIDEO_LINK = 'https://meet.example/amina'

beforeEach(() => {
  signInAs('professional')
  useToasts.setState({ toasts: [] })
})
afterEach(stopRecording)

// The first render loads the dashboard's code-split chunk, which takes a while in a cold test run.
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 })
const cardsIn = async (name: string) => within(await section(name)).findAllByRole('article')
const statusOf = (id: number) => store.bookings.find((booking) => booking.id === id)?.status

it('lists the pending requests: who asked, when, their note, a Pending badge, Accept and Decline', async () => {
  renderApp('/professional/dashboard')
  const cards = await cardsIn('Booking Requests')
  expect(cards).toHaveLength(2)
  const first = within(cards[0]!)
  expect(first.getByRole('heading', { name: 'demo_user' })).toBeTruthy()
  expect(first.getByText('Pending')).toBeTruthy()
  expect(first.getByText(/Video Call/)).toBeTruthy()
  expect(first.getByText(/10:00 EAT/)).toBeTruthy()
  expect(first.getByText('First session, feeling anxious at work.')).toBeTruthy()
  expect(first.getByRole('button', { name: 'Accept' })).toBeTruthy()
  expect(first.getByRole('button', { name: 'Decline' })).toBeTruthy()
})

it('lists upcoming sessions with notes buttons; Cancel Session on confirmed ones, Mark Complete once begun', async () => {
  startedAMinuteAgo(4)
  renderApp('/professional/dashboard')
  const cards = await cardsIn('Upcoming Sessions')
  const summary = cards.map((card) => {
    const scope = within(card)
    return {
      badge: scope.getByText(/^(Pending|Confirmed)$/).textContent,
      buttons: scope.getAllByRole('button').map((button) => button.textContent),
    }
  })
  expect(summary).toEqual([
    { badge: 'Confirmed', buttons: ['Edit Notes', 'Mark Complete', 'Cancel Session'] },
    { badge: 'Confirmed', buttons: ['Add Notes', 'Cancel Session'] },
    { badge: 'Pending', buttons: ['Add Notes'] },
    { badge: 'Pending', buttons: ['Add Notes'] },
  ])
})

it('says so while loading, and when there is nothing', async () => {
  store.bookings = []
  server.use(
    http.get('*/api/me/professional/bookings', async () => {
      await delay(150)
      return undefined
    }),
  )
  renderApp('/professional/dashboard')
  expect(await screen.findByText('Loading requests...', {}, { timeout: 10_000 })).toBeTruthy()
  expect(screen.getByText('Loading sessions...')).toBeTruthy()
  expect(await screen.findByText('No pending requests')).toBeTruthy()
  expect(await screen.findByText('No upcoming sessions')).toBeTruthy()
})

it('accepts a request: the toast, the lists and the counters follow', async () => {
  const requests = recordRequests()
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Booking Requests')
  await acceptIn(first!, VIDEO_LINK)

  expect(await screen.findByText('Booking confirmed successfully')).toBeTruthy()
  expect(statusOf(1)).toBe('confirmed')
  expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
    path: '/api/bookings/1',
    body: { status: 'confirmed', joinInstructions: VIDEO_LINK },
  })
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(1))
  const upcoming = await cardsIn('Upcoming Sessions')
  expect(upcoming.filter((card) => within(card).queryByText('Confirmed'))).toHaveLength(3)

  fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }))
  const pending = await screen.findByText('Pending', { selector: 'dt' })
  await waitFor(() => expect(pending.parentElement?.textContent).toBe('Pending1'))
})

it('declines a request', async () => {
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Booking Requests')
  await declineIn(first!)
  expect(await screen.findByText('Booking declined')).toBeTruthy()
  expect(statusOf(1)).toBe('declined')
  await waitFor(async () => expect(await cardsIn('Upcoming Sessions')).toHaveLength(3))
})

it('marks a session that has begun as completed', async () => {
  startedAMinuteAgo(3)
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Upcoming Sessions')
  await completeIn(first!)
  expect(await screen.findByText('Session marked as completed')).toBeTruthy()
  expect(statusOf(3)).toBe('completed')
  await waitFor(async () => expect(await cardsIn('Upcoming Sessions')).toHaveLength(3))
})

it("shows the server's message when it refuses the change, then the booking as it now is", async () => {
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Booking Requests')
  store.bookings.find((booking) => booking.id === 1)!.status = 'declined' // declined elsewhere meanwhile
  await acceptIn(first!, VIDEO_LINK)
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Error')).toBeTruthy()
  expect(within(alert).getByText('This booking cannot change from declined to confirmed')).toBeTruthy()
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(1))
})

it("says 'Failed to update booking' when the answer is not ours", async () => {
  server.use(
    http.patch('*/api/bookings/:bookingId', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
  )
  renderApp('/professional/dashboard')
  const [first] = await cardsIn('Booking Requests')
  await acceptIn(first!, VIDEO_LINK)
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Error')).toBeTruthy()
  expect(within(alert).getByText('Failed to update booking')).toBeTruthy()
})

it('polls the pending requests every 30000 ms', () => {
  expect(PENDING_REFETCH_MS).toBe(30_000)
  expect(pendingBookingsQueryOptions().refetchInterval).toBe(30_000)
})
