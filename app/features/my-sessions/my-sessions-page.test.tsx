import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { store, type BookingRow } from '../../../mocks/store'
import { choosePersonZone } from '../../lib/time/person-zone'
import { outboxEntries } from '../../lib/outbox/outbox-store'
import { useToasts } from '../../lib/toasts'
import { renderApp } from '../../test/render-app'
import { recordRequests, stopRecording } from '../../test/record-requests'
import { signInAs, signOut } from '../../test/sign-in'
import { readStoredCopy } from '../../test/stored-copies'
import { mySessionsKey } from './queries'

afterEach(async () => {
  stopRecording()
  await signOut()
})
beforeEach(() => choosePersonZone('Africa/Nairobi'))

const toastTitles = () => useToasts.getState().toasts.map((toast) => toast.title)
const cards = () => screen.findAllByRole('article', {}, { timeout: 10_000 })
const cardOf = async (name: string | RegExp) => (await cards()).find((card) => within(card).queryByText(name) !== null)!

/** The demo user's bookings in the mocks' store, shaped for one test. */
function demoUserBookings(userId: number): BookingRow[] {
  return store.bookings.filter((booking) => booking.userId === userId)
}

/** Gives the demo user's newest booking a status, note, reason and joining instructions. */
function newest(userId: number, change: Partial<BookingRow>): BookingRow {
  const [latest] = demoUserBookings(userId).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
  Object.assign(latest!, change)
  return latest!
}

it('sends a visitor who is not signed in to /auth, and back here after', async () => {
  const { router } = renderApp('/my-sessions')
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 })
  expect(router.state.location.search).toEqual({ redirect: '/my-sessions' })
})

it("lists the person's bookings with status, time in their zone and the booking's own, reason and joining", async () => {
  choosePersonZone('Africa/Lagos')
  const { userId } = signInAs('user')
  const confirmed = newest(userId, {
    status: 'confirmed',
    notes: 'Please call first.',
    joinInstructions: 'Join at https://meet.example/abc',
    // 16:05 in Lagos on Saturday 28 November 2026, booked as 18:05 in Nairobi.
    sessionDate: '2026-11-28',
    sessionTime: '18:05',
    timezone: 'Africa/Nairobi',
    startsAt: '2026-11-28T15:05:00.000Z',
  })
  const declined = demoUserBookings(userId).find((booking) => booking.id !== confirmed.id)!
  Object.assign(declined, { status: 'declined', reason: 'Fully booked that week' })
  renderApp('/my-sessions')
  expect(await screen.findByRole('heading', { level: 1, name: 'My sessions' }, { timeout: 10_000 })).toBeTruthy()
  await waitFor(() => expect(document.title).toBe('My sessions · Wellness Africa'))

  const first = await cardOf('Please call first.')
  expect(within(first).getByText('Confirmed')).toBeTruthy()
  expect(within(first).getByText('Please call first.')).toBeTruthy()
  const join = within(first).getByRole('link', { name: 'https://meet.example/abc' })
  expect(join.getAttribute('href')).toBe('https://meet.example/abc')
  expect(join.getAttribute('target')).toBe('_blank')
  expect(join.getAttribute('rel')).toBe('noopener noreferrer')
  expect(join.parentElement?.textContent).toBe('Join at https://meet.example/abc')
  // Day before month, 24-hour clock (docs/product.md#dates-and-times).
  expect(within(first).getByText(/WAT/).textContent).toBe('Sat 28 Nov 2026, 16:05 WAT (booked as 18:05 EAT)')
  const calendar = within(first).getByRole('link', { name: 'Add to calendar' })
  expect(calendar.getAttribute('href')).toBe(`/api/me/bookings/${confirmed.id}/calendar.ics?lang=en`)
  const professional = within(first).getByRole('link', {
    name: store.professionals.find((p) => p.id === confirmed.professionalId)!.fullName,
  })
  expect(professional.getAttribute('href')).toBe(`/professionals/${confirmed.professionalId}`)

  const declinedCard = await cardOf('Fully booked that week')
  expect(within(declinedCard).getByText('Declined')).toBeTruthy()
  expect(within(declinedCard).queryByRole('button', { name: 'Cancel' })).toBeNull()
  expect(within(declinedCard).queryByRole('link', { name: 'Add to calendar' })).toBeNull()
  // Kept on the device for reading offline.
  await waitFor(async () => expect(await readStoredCopy(mySessionsKey)).toMatchObject({ personal: true }))
})

it('shows the sessions to come soonest first, then the past ones newest first', async () => {
  const { userId } = signInAs('user')
  const day = 24 * 60 * 60 * 1000
  const [a, b, c, d] = demoUserBookings(userId)
  store.bookings = store.bookings.filter((booking) => booking.userId !== userId || [a, b, c, d].includes(booking))
  const startsIn = (days: number) => new Date(Date.now() + days * day).toISOString()
  Object.assign(a!, { notes: 'Two days ago', startsAt: startsIn(-2) })
  Object.assign(b!, { notes: 'In three days', startsAt: startsIn(3) })
  Object.assign(c!, { notes: 'Yesterday', startsAt: startsIn(-1) })
  Object.assign(d!, { notes: 'Tomorrow', startsAt: startsIn(1) })
  renderApp('/my-sessions')
  const notes = (await cards()).map((card) => within(card).getByText(/days|Yesterday|Tomorrow/).textContent)
  expect(notes).toEqual(['Tomorrow', 'In three days', 'Yesterday', 'Two days ago'])
})

it('cancels a pending request after asking, with a reason, through one idempotent call', async () => {
  const requests = recordRequests()
  const { userId } = signInAs('user')
  const pending = newest(userId, { status: 'pending', notes: 'Cancel me' })
  renderApp('/my-sessions')
  const card = await cardOf('Cancel me')
  fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' })
  fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: ' Feeling better ' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))

  await waitFor(() => expect(toastTitles()).toContain('Booking cancelled'))
  const patch = requests.find((request) => request.method === 'PATCH')!
  expect(patch.path).toBe(`/api/me/bookings/${pending.id}`)
  expect(patch.body).toEqual({ status: 'cancelled', reason: 'Feeling better' })
  expect(patch.headers.get('Idempotency-Key')).toBeTruthy()
  expect(store.bookings.find((booking) => booking.id === pending.id)).toMatchObject({ status: 'cancelled' })
  await waitFor(async () => expect(within(await cardOf('Cancel me')).getByText('Cancelled')).toBeTruthy())
})

it('keeps Cancel with the deadline for a confirmed session, and keeps the booking on Keep booking', async () => {
  const { userId } = signInAs('user')
  const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString()
  const confirmed = newest(userId, { status: 'confirmed', notes: 'Keep me', startsAt: inThreeDays })
  store.availability.push({
    professionalId: confirmed.professionalId,
    timezone: 'Africa/Nairobi',
    sessionMinutes: 60,
    bufferMinutes: 0,
    cancellationNoticeHours: 1,
    weekly: [],
    daysOff: [],
    updatedAt: new Date().toISOString(),
  })
  renderApp('/my-sessions')
  fireEvent.click(within(await cardOf('Keep me')).getByRole('button', { name: 'Cancel' }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' })
  expect(within(dialog).getByText(/^You can cancel until \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d EAT\.$/)).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(store.bookings.find((booking) => booking.id === confirmed.id)?.status).toBe('confirmed')
})

it('says how to reach the professional once the cancel deadline has passed, instead of Cancel', async () => {
  const { userId } = signInAs('user')
  const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString()
  const [withJoining, without] = demoUserBookings(userId)
  Object.assign(withJoining!, {
    status: 'confirmed',
    notes: 'Joining given',
    startsAt: inTwoHours,
    joinInstructions: 'I will call you; if I do not, call me on 0712 345 678',
  })
  Object.assign(without!, { status: 'confirmed', notes: 'No joining', startsAt: inTwoHours, joinInstructions: null })
  for (const professionalId of new Set([withJoining!.professionalId, without!.professionalId])) {
    store.availability.push({
      professionalId,
      timezone: 'Africa/Nairobi',
      sessionMinutes: 60,
      bufferMinutes: 0,
      cancellationNoticeHours: 24,
      weekly: [],
      daysOff: [],
      updatedAt: new Date().toISOString(),
    })
  }
  const nameOf = (row: BookingRow) => store.professionals.find((p) => p.id === row.professionalId)!.fullName
  renderApp('/my-sessions')

  const joining = await cardOf('Joining given')
  expect(within(joining).queryByRole('button', { name: 'Cancel' })).toBeNull()
  expect(
    within(joining).getByText(
      `It is too late to cancel here: the deadline has passed. If you cannot come, tell ${nameOf(withJoining!)} using the joining details above.`,
    ),
  ).toBeTruthy()
  expect(within(joining).getByRole('link', { name: '0712 345 678' }).getAttribute('href')).toBe('tel:0712345678')

  const noJoining = await cardOf('No joining')
  expect(within(noJoining).queryByRole('button', { name: 'Cancel' })).toBeNull()
  expect(within(noJoining).getByText(new RegExp(`${nameOf(without!)} has not given joining details yet`))).toBeTruthy()
  expect(within(noJoining).getByRole('link', { name: 'your account page' }).getAttribute('href')).toBe('/account')
})

it('keeps a cancel made without a network, shows it waiting, and sends it once back online', async () => {
  const { userId } = signInAs('user')
  const pending = newest(userId, {
    status: 'pending',
    notes: 'Offline cancel',
    sessionDate: '2099-03-14',
    sessionTime: '10:30',
    timezone: 'Africa/Nairobi',
    startsAt: '2099-03-14T07:30:00.000Z',
  })
  let networkDown = true
  server.use(http.patch('*/api/me/bookings/:bookingId', () => (networkDown ? HttpResponse.error() : undefined)))
  renderApp('/my-sessions')
  fireEvent.click(within(await cardOf('Offline cancel')).getByRole('button', { name: 'Cancel' }))
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }))
  await waitFor(() => expect(toastTitles()).toContain('Saved on this device'), { timeout: 10_000 })
  expect(await within(await cardOf('Offline cancel')).findByText('Cancelled, waiting to send')).toBeTruthy()
  expect(await outboxEntries()).toMatchObject([
    { route: 'cancelMyBooking', params: { bookingId: pending.id }, state: 'waiting' },
  ])
  // The waiting list names the professional and the day as the person reads it.
  const professional = store.professionals.find((row) => row.id === pending.professionalId)!.fullName
  const strip = await screen.findByRole('region', { name: 'Saved on this device, not sent yet' })
  expect(
    within(strip).getByText(`Cancel your booking with ${professional} for Sat 14 Mar 2099, 10:30 EAT`),
  ).toBeTruthy()

  networkDown = false
  window.dispatchEvent(new Event('online'))
  await waitFor(() => expect(store.bookings.find((booking) => booking.id === pending.id)?.status).toBe('cancelled'), {
    timeout: 10_000,
  })
  expect(await within(await cardOf('Offline cancel')).findByText('Cancelled')).toBeTruthy()
})

it('shows the stored copy when the network is gone, saying when it was last updated', async () => {
  signInAs('user')
  const first = renderApp('/my-sessions')
  await cards()
  await waitFor(async () => expect(await readStoredCopy(mySessionsKey)).toBeTruthy())
  first.unmount()

  server.use(http.get('*/api/me/bookings', () => HttpResponse.error()))
  renderApp('/my-sessions')
  // Day before month, 24-hour clock (docs/product.md#dates-and-times).
  expect(
    await screen.findByText(
      /^Saved on this device · last updated \d{1,2} \w{3} \d{4}, \d\d:\d\d$/,
      {},
      { timeout: 10_000 },
    ),
  ).toBeTruthy()
  expect((await cards()).length).toBeGreaterThan(0)
})

it('counts in the header the bookings changed since the person last opened My sessions', async () => {
  const { userId } = signInAs('user')
  // Seen as the store was seeded; then the professional accepted one.
  localStorage.setItem(`wellness.my-sessions-seen.${userId}`, new Date().toISOString())
  newest(userId, { status: 'confirmed', updatedAt: new Date(Date.now() + 1000).toISOString() })
  const { router } = renderApp('/')
  const header = await screen.findByRole('banner')
  const link = await within(header).findByRole('link', { name: /^My sessions\s*\(1 changed\)$/ }, { timeout: 10_000 })
  fireEvent.click(link)
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions'))
  await cards()
  await waitFor(() => expect(within(header).getByRole('link', { name: 'My sessions' })).toBeTruthy())
})

it('offers nothing to a person without bookings but the way to find a professional', async () => {
  const { userId } = signInAs('user')
  store.bookings = store.bookings.filter((booking) => booking.userId !== userId)
  renderApp('/my-sessions')
  expect(await screen.findByText('You have not booked a session yet.', {}, { timeout: 10_000 })).toBeTruthy()
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find a Professional' })).toBeTruthy()
})
