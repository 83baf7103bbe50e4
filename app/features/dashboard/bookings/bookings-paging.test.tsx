import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import { BOOKINGS_PAGE_SIZE } from '../../../../api/contract/bookings-paging'
import { demoAccounts } from '../../../../api/fixtures/demo'
import { addDays, todayIn, instantOf } from '../../../../api/contract/time'
import type { BookingStatus } from '../../../../api/contract/schemas/bookings'
import { server } from '../../../../mocks/node'
import { sessionNoteOf } from '../../../../mocks/repo'
import { insert, store } from '../../../../mocks/store'
import { activateLocale } from '../../../lib/i18n'
import { readStoredCopy } from '../../../test/stored-copies'
import { renderApp } from '../../../test/render-app'
import { signInAs } from '../../../test/sign-in'
import { acceptIn } from './status-test-helpers'
import { dashboardKeys } from '../queries'

const EXTRA = 3

beforeEach(() => {
  signInAs('professional')
})

/** Fills the demo professional's lists past one page: dated after the demo data, 08:00 onwards. */
function addBookings(count: number, status: BookingStatus): number[] {
  const professional = store.professionals.find(
    (row) => store.users.find((user) => user.id === row.userId)?.username === demoAccounts.professional.username,
  )!
  const client = store.users.find((user) => user.username === demoAccounts.user.username)!
  const sessionDate = addDays(todayIn('Africa/Nairobi'), 10)
  return Array.from({ length: count }, (_, index) => {
    const minutes = 8 * 60 + index
    const sessionTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    return insert('bookings', {
      professionalId: professional.id,
      userId: client.id,
      sessionType: 'Chat',
      sessionDate,
      sessionTime,
      timezone: 'Africa/Nairobi',
      startsAt: instantOf(sessionDate, sessionTime, 'Africa/Nairobi').toISOString(),
      durationMinutes: 60,
      status,
      notes: null,
      reason: null,
      joinInstructions: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      completedOn: null,
    }).id
  })
}

const pendingInStore = () => store.bookings.filter((booking) => booking.status === 'pending').length
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 })
const cardsIn = async (name: string) => within(await section(name)).findAllByRole('article')

it('shows the first 50 requests, then more on demand, moving the focus to the first new one', async () => {
  addBookings(BOOKINGS_PAGE_SIZE + EXTRA - pendingInStore(), 'pending')
  renderApp('/professional/dashboard')
  expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE)
  const requests = await section('Booking Requests')
  expect(within(requests).getByText(`Showing ${BOOKINGS_PAGE_SIZE} of ${BOOKINGS_PAGE_SIZE + EXTRA}`)).toBeTruthy()

  fireEvent.click(within(requests).getByRole('button', { name: 'Show more' }))
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE + EXTRA))
  const cards = await cardsIn('Booking Requests')
  await waitFor(() => expect(document.activeElement).toBe(cards[BOOKINGS_PAGE_SIZE]))
  expect(within(requests).queryByRole('button', { name: 'Show more' })).toBeNull()
})

it('accepts a request from a later page', async () => {
  const ids = addBookings(BOOKINGS_PAGE_SIZE + EXTRA - pendingInStore(), 'pending')
  renderApp('/professional/dashboard')
  const requests = await section('Booking Requests')
  fireEvent.click(await within(requests).findByRole('button', { name: 'Show more' }, { timeout: 10_000 }))
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE + EXTRA))
  const last = (await cardsIn('Booking Requests')).at(-1)!
  await acceptIn(last)

  expect(await screen.findByText('Booking confirmed successfully')).toBeTruthy()
  expect(store.bookings.find((booking) => booking.id === ids.at(-1))?.status).toBe('confirmed')
  // The refresh reads both pages again: one fewer request, none repeated.
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE + EXTRA - 1))
})

it('saves notes on a session from a later page', async () => {
  const ids = addBookings(BOOKINGS_PAGE_SIZE + EXTRA, 'confirmed')
  renderApp('/professional/dashboard')
  const upcoming = await section('Upcoming Sessions')
  fireEvent.click(await within(upcoming).findByRole('button', { name: 'Show more' }, { timeout: 10_000 }))
  await waitFor(async () => expect(within(upcoming).queryByRole('button', { name: 'Show more' })).toBeNull())
  const last = (await cardsIn('Upcoming Sessions')).at(-1)!
  fireEvent.click(within(last).getByRole('button', { name: 'Add Notes' }))
  const dialog = await screen.findByRole('dialog', { name: 'Session Notes' }, { timeout: 10_000 })
  fireEvent.change(within(dialog).getByLabelText('Private notes'), { target: { value: 'Late page note' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(sessionNoteOf(ids.at(-1)!)).toBe('Late page note')
  expect(within((await cardsIn('Upcoming Sessions')).at(-1)!).getByRole('button', { name: 'Edit Notes' })).toBeTruthy()
})

it('keeps the pages shown when the list refreshes, without gaps or repeats', async () => {
  addBookings(BOOKINGS_PAGE_SIZE + EXTRA - pendingInStore(), 'pending')
  const { queryClient } = renderApp('/professional/dashboard')
  const requests = await section('Booking Requests')
  fireEvent.click(await within(requests).findByRole('button', { name: 'Show more' }, { timeout: 10_000 }))
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE + EXTRA))

  // Answered elsewhere meanwhile: the first request, so every later one moves up a place.
  const pending = store.bookings.filter((booking) => booking.status === 'pending')
  store.bookings.find((booking) => booking.id === pending[0]!.id)!.status = 'declined'
  await queryClient.refetchQueries({ queryKey: dashboardKeys.pendingBookings })

  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE + EXTRA - 1))
  const names = (await cardsIn('Booking Requests')).map((card) => card.querySelector('time')?.dateTime)
  expect(new Set(names).size).toBe(names.length)
})

it('shows the stored pages offline, the later one too once it was read', async () => {
  addBookings(BOOKINGS_PAGE_SIZE + EXTRA - pendingInStore(), 'pending')
  const online = renderApp('/professional/dashboard')
  fireEvent.click(
    await within(await section('Booking Requests')).findByRole('button', { name: 'Show more' }, { timeout: 10_000 }),
  )
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE + EXTRA))
  // The list is stored with every page read, in the background.
  const storedPages = async () =>
    ((await readStoredCopy(['bookings', 'pending']))?.data as { pages: unknown[] } | undefined)?.pages
  await waitFor(async () => expect(await storedPages()).toHaveLength(2))
  online.unmount()

  server.use(http.get('*/api/me/professional/bookings', () => HttpResponse.error()))
  renderApp('/professional/dashboard')
  expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE)
  fireEvent.click(within(await section('Booking Requests')).getByRole('button', { name: 'Show more' }))
  await waitFor(async () => expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE + EXTRA))
})

it('says so when more cannot be read, keeping what is shown', async () => {
  addBookings(BOOKINGS_PAGE_SIZE + EXTRA - pendingInStore(), 'pending')
  renderApp('/professional/dashboard')
  expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE)
  server.use(http.get('*/api/me/professional/bookings', () => HttpResponse.error()))
  fireEvent.click(within(await section('Booking Requests')).getByRole('button', { name: 'Show more' }))
  expect(await screen.findByText('Could not load more bookings. Please try again.')).toBeTruthy()
  expect(await cardsIn('Booking Requests')).toHaveLength(BOOKINGS_PAGE_SIZE)
})

it('speaks Swahili', async () => {
  await activateLocale('sw')
  addBookings(BOOKINGS_PAGE_SIZE + EXTRA - pendingInStore(), 'pending')
  renderApp('/professional/dashboard')
  const requests = await screen.findByRole('region', { name: 'Maombi ya Miadi' }, { timeout: 10_000 })
  expect(await within(requests).findByRole('button', { name: 'Onyesha zaidi' })).toBeTruthy()
  expect(
    within(requests).getByText(`Inaonyesha ${BOOKINGS_PAGE_SIZE} kati ya ${BOOKINGS_PAGE_SIZE + EXTRA}`),
  ).toBeTruthy()
})
