import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import { messages } from '../../../api/contract/messages'
import { addDays, todayIn } from '../../../api/contract/time'
import { setMockLimits } from '../../../mocks/limits'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { activateLocale } from '../../lib/i18n'
import { addToOutbox, outboxEntries } from '../../lib/outbox/outbox-store'
import { choosePersonZone } from '../../lib/time/person-zone'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

afterEach(signOut)

/** A booking written offline by the demo user, who already holds as many pending requests as allowed. */
async function queueBookingOverTheLimit(): Promise<number> {
  const { userId } = signInAs('user')
  const pending = store.bookings.filter((booking) => booking.userId === userId && booking.status === 'pending')
  setMockLimits({ pendingRequestsPerUser: pending.length })
  const body = {
    professionalId: store.professionals[0]!.id,
    sessionDate: addDays(todayIn('Africa/Nairobi'), 7),
    sessionTime: '10:00',
    sessionType: 'Chat',
  } as const
  await addToOutbox({ route: 'createBooking', body }, 'key-over-the-limit', userId)
  return pending.length
}

it('says why a queued booking the server refused for too many pending requests waits, and lets it go', async () => {
  choosePersonZone('Africa/Nairobi')
  const count = await queueBookingOverTheLimit()
  renderApp('/')
  // The app's start sends the outbox at once; the refusal holds the entry with its reason.
  const strip = await screen.findByRole('region', { name: 'Saved on this device, not sent yet' }, { timeout: 10_000 })
  // Written before the professional's name was kept: the line says when, in the person's zone.
  expect(within(strip).getByText(/^Booking request for \w{3} \d{1,2} \w{3} \d{4}, 10:00 EAT$/)).toBeTruthy()
  const reason = await within(strip).findByText(
    new RegExp(
      `^Waiting to send: You already have ${count} booking requests waiting for an answer\\..*We will try again later\\.$`,
    ),
  )
  expect(reason.textContent).toContain('If you need help now, please see Crisis Resources.')
  expect(within(reason).getByRole('link', { name: 'Crisis Resources' }).getAttribute('href')).toBe('/crisis-resources')
  expect((await outboxEntries())[0]).toMatchObject({ state: 'held' })

  fireEvent.click(within(strip).getByRole('button', { name: "Don't send" }))
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved on this device, not sent yet' })).toBeNull())
  expect(await outboxEntries()).toEqual([])
})

it('says it in Swahili', async () => {
  await activateLocale('sw')
  const count = await queueBookingOverTheLimit()
  renderApp('/')
  const strip = await screen.findByRole(
    'region',
    { name: 'Imehifadhiwa kwenye kifaa hiki, bado haijatumwa' },
    { timeout: 10_000 },
  )
  const reason = await within(strip).findByText(new RegExp(`Tayari una maombi ${count} ya miadi yanayosubiri jibu\\.`))
  expect(within(reason).getByRole('link', { name: 'Msaada wa Dharura' }).getAttribute('href')).toBe('/crisis-resources')
})

it('names a status change the server refused on delivery, and says why, in Swahili (written before names were kept)', async () => {
  await activateLocale('sw')
  const { userId } = signInAs('professional')
  store.bookings.find((booking) => booking.id === 1)!.status = 'declined' // declined on another device
  const session = { sessionDate: '2099-02-10', sessionTime: '14:30' }
  await addToOutbox(
    { route: 'updateBookingStatus', params: { bookingId: 1 }, body: { status: 'confirmed' }, session },
    'key-refused-1',
    userId,
  )
  renderApp('/')
  const strip = await screen.findByRole(
    'region',
    { name: 'Imehifadhiwa kwenye kifaa hiki, bado haijatumwa' },
    { timeout: 10_000 },
  )
  expect(
    await within(strip).findByText('Haijatumwa: Miadi hii haiwezi kubadilika kutoka declined hadi confirmed'),
  ).toBeTruthy()
  expect(within(strip).getByText('Kubali miadi ya Jumanne 10 Feb 2099, 14:30')).toBeTruthy()
  expect((await outboxEntries())[0]).toMatchObject({ state: 'failed' })
})

it('names the client and the day as the professional reads it, a deleted account as such', async () => {
  choosePersonZone('Africa/Lagos')
  const { userId } = signInAs('professional')
  // Held: the server says "not now", so the entries stay listed.
  server.use(
    http.patch('*/api/bookings/:bookingId', () =>
      HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '900' } }),
    ),
  )
  const session = {
    sessionDate: '2099-02-10',
    sessionTime: '14:30',
    timezone: 'Africa/Nairobi',
    startsAt: '2099-02-10T11:30:00.000Z',
  }
  await addToOutbox(
    {
      route: 'updateBookingStatus',
      params: { bookingId: 1 },
      body: { status: 'confirmed' },
      session: { ...session, otherParty: 'Wanjiru Kamau' },
    },
    'key-named-1',
    userId,
  )
  await addToOutbox(
    {
      route: 'updateBookingStatus',
      params: { bookingId: 2 },
      body: { status: 'cancelled' },
      session: { ...session, otherParty: messages.deletedAccount },
    },
    'key-named-2',
    userId,
  )
  renderApp('/')
  const strip = await screen.findByRole('region', { name: 'Saved on this device, not sent yet' }, { timeout: 10_000 })
  expect(await within(strip).findByText("Accept Wanjiru Kamau's booking for Tue 10 Feb 2099, 12:30 WAT")).toBeTruthy()
  expect(within(strip).getByText('Cancel the session with Deleted account on Tue 10 Feb 2099, 12:30 WAT')).toBeTruthy()
})

it("shows the person signed in only their own waiting writes, keeping another account's for its owner", async () => {
  const { userId } = signInAs('user')
  const body = {
    professionalId: store.professionals[0]!.id,
    sessionDate: addDays(todayIn('Africa/Nairobi'), 7),
    sessionTime: '10:00',
    sessionType: 'Chat',
  } as const
  await addToOutbox({ route: 'createBooking', body, professionalName: 'Dr Amina Njoroge' }, 'key-others', userId)
  signInAs('professional')
  renderApp('/')
  await screen.findByRole('link', { name: /Dashboard/ })
  // The app's start sends the outbox: another person's write waits for its owner's sign-in.
  await waitFor(async () => expect((await outboxEntries())[0]).toMatchObject({ state: 'sign-in' }))
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(screen.queryByRole('region', { name: 'Saved on this device, not sent yet' })).toBeNull()
  expect(screen.queryByText(/Dr Amina Njoroge/)).toBeNull()
})
