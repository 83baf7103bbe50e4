import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { format, messages } from '../../../api/contract/messages'
import { addDays, todayIn, instantOf } from '../../../api/contract/time'
import { setMockLimits } from '../../../mocks/limits'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import type { SlotsAnswer } from '../../../api/contract/schemas/availability'
import { activateLocale } from '../../lib/i18n'
import { keepChosenTime } from '../../lib/chosen-time'
import { choosePersonZone } from '../../lib/time/person-zone'
import { clockTime } from '../../lib/time/format'
import { outboxEntries } from '../../lib/outbox/outbox-store'
import { useToasts } from '../../lib/toasts'
import { renderApp } from '../../test/render-app'
import { recordRequests, stopRecording, type Recorded } from '../../test/record-requests'
import { signInAs, signOut } from '../../test/sign-in'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
})
afterEach(stopRecording)
const today = todayIn('Africa/Nairobi')
const shownToast = () => useToasts.getState().toasts.find((item) => item.open)
const bookingPosts = () => requests.filter((request) => request.method === 'POST' && request.path === '/api/bookings')

beforeEach(async () => {
  await signOut()
  useToasts.setState({ toasts: [] })
  choosePersonZone('Africa/Nairobi')
})

const english = { directory: 'Find a Professional', bookNow: 'Book Now', dialog: 'Book a Session' }

/** The landing page with the directory loaded; presses Book Now on its first card. */
async function pressBookNow(texts = english) {
  const view = renderApp('/')
  const directory = await screen.findByRole('region', { name: texts.directory }, { timeout: 10_000 })
  const [first] = await within(directory).findAllByRole('article', {}, { timeout: 10_000 })
  const name = within(first!).getByRole('heading').textContent!
  const professionalId = store.professionals.find((professional) => professional.fullName === name)!.id
  fireEvent.click(within(first!).getByRole('button', { name: texts.bookNow }))
  return { ...view, name, professionalId }
}

/** Signs the demo user in and opens the dialog; `answering` sets the mock answers up in between. */
async function openDialog(answering?: () => void, texts = english) {
  signInAs('user')
  answering?.()
  const opened = await pressBookNow(texts)
  const dialog = await screen.findByRole('dialog', { name: texts.dialog }, { timeout: 10_000 })
  return { ...opened, dialog }
}

function fillValid(dialog: HTMLElement, date = addDays(today, 2)) {
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: date } })
  fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '14:30' } })
}

it('asks a visitor who is not signed in to log in, and goes to /auth', async () => {
  const { router } = await pressBookNow()
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  expect(shownToast()).toMatchObject({
    title: 'Authentication Required',
    description: 'Please log in to book a session',
  })
  expect(screen.queryByRole('dialog')).toBeNull()
})

it('tells a professional they cannot book', async () => {
  signInAs('professional')
  const { router } = await pressBookNow()
  await waitFor(() =>
    expect(shownToast()).toMatchObject({
      title: 'Not Available',
      description: 'Professionals cannot book sessions with other professionals',
    }),
  )
  expect(router.state.location.pathname).toBe('/')
  expect(screen.queryByRole('dialog')).toBeNull()
})

it('opens for a user with date (minimum today in East Africa), time, session type and notes', async () => {
  const { dialog, name } = await openDialog()
  expect(within(dialog).getByText(`Send ${name} a request for a session.`)).toBeTruthy()
  expect(within(dialog).getByLabelText('Date').getAttribute('min')).toBe(today)
  // A 24-hour field, not the browser's time input (which writes '09:00 AM' in US English).
  expect(within(dialog).getByLabelText('Time').getAttribute('placeholder')).toBe('HH:MM')
  const type = within(dialog).getByLabelText('Session Type') as HTMLSelectElement
  expect(type.value).toBe('Video Call')
  expect([...type.options].map((option) => option.text)).toEqual(['Video Call', 'Phone Call', 'In-Person', 'Chat'])
  expect(within(dialog).getByLabelText('Notes (optional)').tagName).toBe('TEXTAREA')
})

it('offers Leave quickly beside Close, with the focus starting on Close', async () => {
  const { dialog } = await openDialog()
  const leave = within(dialog).getByRole('link', { name: 'Leave quickly' })
  expect(leave.getAttribute('aria-describedby')).toBeTruthy()
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })))
})

it('says which fields are missing, next to them, and sends nothing', async () => {
  const { dialog } = await openDialog()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  expect(await within(dialog).findByText('Please select a date')).toBeTruthy()
  expect(within(dialog).getByText('Please select a time')).toBeTruthy()
  const date = within(dialog).getByLabelText('Date')
  expect(date.getAttribute('aria-invalid')).toBe('true')
  expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('Please select a date')
  await waitFor(() => expect(document.activeElement).toBe(date))

  fireEvent.change(date, { target: { value: addDays(today, -1) } })
  expect(await within(dialog).findByText('Please select a date that is not in the past')).toBeTruthy()
  fireEvent.change(date, { target: { value: today } })
  await waitFor(() => expect(within(dialog).queryByText(/Please select a date/)).toBeNull())
  expect(bookingPosts()).toHaveLength(0)
})

it('sends on the first tap once the missing fields are filled in', async () => {
  const { dialog } = await openDialog()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  expect(await within(dialog).findByText('Please select a date')).toBeTruthy()
  fillValid(dialog, addDays(today, 3))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  await waitFor(() => expect(bookingPosts()).toHaveLength(1))
})

it('sends the booking with an Idempotency-Key, says Submitting..., then thanks, closes, resets and refreshes bookings', async () => {
  const { dialog, professionalId, queryClient } = await openDialog()
  queryClient.setQueryData(['bookings', 'pending'], [])
  server.use(
    http.post('*/api/bookings', async () => {
      await delay(200)
      return undefined
    }),
  )
  const date = addDays(today, 3)
  fillValid(dialog, date)
  fireEvent.change(within(dialog).getByLabelText('Session Type'), { target: { value: 'In-Person' } })
  fireEvent.change(within(dialog).getByLabelText('Notes (optional)'), { target: { value: '  First session.  ' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))

  expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeTruthy()
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
  expect(shownToast()).toMatchObject({
    title: 'Success',
    description: 'Your booking request has been sent to the professional.',
    variant: 'default',
  })
  const [post] = bookingPosts()
  expect(post!.body).toEqual({
    sessionDate: date,
    sessionTime: '14:30',
    sessionType: 'In-Person',
    notes: 'First session.',
    professionalId,
    timezone: 'Africa/Nairobi',
  })
  expect(post!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  expect(store.bookings.at(-1)).toMatchObject({ sessionDate: date, sessionType: 'In-Person', status: 'pending' })
  expect(queryClient.getQueryState(['bookings', 'pending'])?.isInvalidated).toBe(true)

  // Opened again, the form starts afresh.
  fireEvent.click(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Book Now' }))
  const again = await screen.findByRole('dialog', { name: 'Book a Session' })
  expect((within(again).getByLabelText('Date') as HTMLInputElement).value).toBe('')
  expect((within(again).getByLabelText('Session Type') as HTMLSelectElement).value).toBe('Video Call')
})

it('creates one booking when a lost answer makes the person send the same request again', async () => {
  const { dialog } = await openDialog()
  server.use(
    http.post('*/api/bookings', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }), {
      once: true,
    }),
  )
  const before = store.bookings.length
  fillValid(dialog)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  expect(await within(dialog).findByRole('alert')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
  const keys = bookingPosts().map((post) => post.headers.get('Idempotency-Key'))
  expect(keys).toHaveLength(2)
  expect(keys[0]).toBe(keys[1])
  expect(store.bookings).toHaveLength(before + 1)
})

it('creates one booking on a double tap', async () => {
  const { dialog } = await openDialog()
  const before = store.bookings.length
  fillValid(dialog)
  const submit = within(dialog).getByRole('button', { name: 'Request Booking' })
  fireEvent.click(submit)
  fireEvent.click(submit)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
  expect(new Set(bookingPosts().map((post) => post.headers.get('Idempotency-Key'))).size).toBe(1)
  expect(store.bookings).toHaveLength(before + 1)
})

it("shows the server's message in an Error toast and in the dialog, which stays open", async () => {
  const { dialog } = await openDialog()
  server.use(
    http.post('*/api/bookings', () => HttpResponse.json({ message: 'Professional not found' }, { status: 404 })),
  )
  fillValid(dialog)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  expect((await within(dialog).findByRole('alert')).textContent).toContain('Professional not found')
  expect(shownToast()).toMatchObject({ title: 'Error', description: 'Professional not found', variant: 'destructive' })
  expect(within(dialog).getByRole('button', { name: 'Request Booking' })).toBeTruthy()
})

it('says so kindly when the person already has too many requests waiting, and sends nothing more', async () => {
  const { dialog } = await openDialog()
  const demoUser = store.users.find((user) => user.username === demoAccounts.user.username)!
  const pending = store.bookings.filter((booking) => booking.userId === demoUser.id && booking.status === 'pending')
  setMockLimits({ pendingRequestsPerUser: pending.length })
  const before = store.bookings.length
  fillValid(dialog)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  const message = format(messages.pendingRequestsPerUser, { count: String(pending.length) })
  const alert = await within(dialog).findByRole('alert')
  expect(alert.textContent).toContain(message)
  expect(within(alert).getByRole('link', { name: 'Crisis Resources' }).getAttribute('href')).toBe('/crisis-resources')
  expect(shownToast()).toMatchObject({ title: 'Error', description: message, variant: 'destructive' })
  const toastCard = screen.getByRole('region', { name: 'Notifications (F8)' })
  expect(within(toastCard).getByRole('link', { name: 'Crisis Resources' }).getAttribute('href')).toBe(
    '/crisis-resources',
  )
  expect(store.bookings).toHaveLength(before)
  expect(await outboxEntries()).toEqual([])
})

it('links the crisis page from that refusal in Swahili too', async () => {
  await activateLocale('sw')
  signInAs('user')
  const demoUser = store.users.find((user) => user.username === demoAccounts.user.username)!
  const pending = store.bookings.filter((booking) => booking.userId === demoUser.id && booking.status === 'pending')
  setMockLimits({ pendingRequestsPerUser: pending.length })
  renderApp('/')
  const directory = await screen.findByRole('region', { name: 'Tafuta Mtaalamu' }, { timeout: 10_000 })
  const [first] = await within(directory).findAllByRole('article', {}, { timeout: 10_000 })
  fireEvent.click(within(first!).getByRole('button', { name: 'Weka Miadi Sasa' }))
  const dialog = await screen.findByRole('dialog', { name: 'Weka Miadi ya Kipindi' }, { timeout: 10_000 })
  fireEvent.change(within(dialog).getByLabelText('Tarehe'), { target: { value: addDays(today, 2) } })
  fireEvent.change(within(dialog).getByLabelText('Saa'), { target: { value: '14:30' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Omba Miadi' }))
  const alert = await within(dialog).findByRole('alert')
  expect(alert.textContent).toMatch(/Tayari una maombi/)
  expect(within(alert).getByRole('link', { name: 'Msaada wa Dharura' }).getAttribute('href')).toBe('/crisis-resources')
})

it("falls back to 'Failed to create booking. Please try again.' when there is no server message", async () => {
  const { dialog } = await openDialog()
  server.use(http.post('*/api/bookings', () => new Response(null, { status: 500 })))
  fillValid(dialog)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  expect((await within(dialog).findByRole('alert')).textContent).toContain(
    'Failed to create booking. Please try again.',
  )
  expect(shownToast()).toMatchObject({ title: 'Error', description: 'Failed to create booking. Please try again.' })
})

it('keeps a booking that got no answer on this device, with its key, and says it will be sent', async () => {
  const { dialog, name } = await openDialog()
  server.use(http.post('*/api/bookings', () => HttpResponse.error()))
  fillValid(dialog)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  // The outbox (Dexie) is imported on first use.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
  expect(shownToast()).toMatchObject({
    title: 'Saved on this device',
    description: 'Your booking request will be sent when you are back online.',
  })
  const [entry] = await outboxEntries()
  expect(entry).toMatchObject({
    route: 'createBooking',
    // For the waiting list's line.
    professionalName: name,
    state: 'waiting',
    idempotencyKey: bookingPosts()[0]!.headers.get('idempotency-key'),
  })
})

it('closes on Cancel without sending anything', async () => {
  const { dialog } = await openDialog()
  fillValid(dialog)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(bookingPosts()).toHaveLength(0)
})

it('speaks Swahili, validation messages included', async () => {
  await activateLocale('sw')
  signInAs('user')
  renderApp('/')
  const directory = await screen.findByRole('region', { name: 'Tafuta Mtaalamu' }, { timeout: 10_000 })
  const [first] = await within(directory).findAllByRole('article', {}, { timeout: 10_000 })
  fireEvent.click(within(first!).getByRole('button', { name: 'Weka Miadi Sasa' }))
  const dialog = await screen.findByRole('dialog', { name: 'Weka Miadi ya Kipindi' }, { timeout: 10_000 })
  expect((within(dialog).getByLabelText('Aina ya Kipindi') as HTMLSelectElement).selectedOptions[0]!.text).toBe(
    'Simu ya Video',
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Omba Miadi' }))
  expect(await within(dialog).findByText('Tafadhali chagua tarehe')).toBeTruthy()
  expect(within(dialog).getByText('Tafadhali chagua muda')).toBeTruthy()
})

/** The text of the option a select shows (happy-dom's selectedOptions lags behind a change). */
const shownOption = (select: HTMLSelectElement) => [...select.options].find((option) => option.selected)?.text

/** The slots route answering for the days asked (`from`, `days`) in `timezone`, with hours set. */
function answerSlots(asked: URL[], free: (days: string[], timezone: string) => SlotsAnswer['slots']) {
  server.use(
    http.get('*/api/professionals/:professionalId/slots', ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      const timezone = url.searchParams.get('timezone')!
      const from = url.searchParams.get('from')!
      const days = Array.from({ length: Number(url.searchParams.get('days')) }, (_, offset) => addDays(from, offset))
      const answer: SlotsAnswer = { hoursSet: true, timezone, durationMinutes: 60, slots: free(days, timezone) }
      return HttpResponse.json(answer)
    }),
  )
}

/** A Nairobi professional free at 10:00 and 11:00 EAT on `date`, as a person in Lagos reads it. */
const freeInLagosOn = (date: string) => (days: string[]) =>
  days.includes(date)
    ? [
        { startsAt: `${date}T10:00:00+03:00`, sessionDate: date, sessionTime: '08:00' },
        { startsAt: `${date}T11:00:00+03:00`, sessionDate: date, sessionTime: '09:00' },
      ]
    : []

it("shows the next 14 days with their free times in one call, and starts on the first free time, in the person's zone", async () => {
  choosePersonZone('Africa/Lagos')
  const asked: URL[] = []
  const lagosToday = todayIn('Africa/Lagos')
  const date = addDays(lagosToday, 2)
  const { dialog, professionalId } = await openDialog(() => answerSlots(asked, freeInLagosOn(date)))
  const days = await within(dialog).findByRole(
    'group',
    { name: 'Free times in the next two weeks' },
    { timeout: 10_000 },
  )
  const choices = await within(days).findAllByRole('radio', {}, { timeout: 10_000 })
  expect(choices).toHaveLength(14)
  expect(asked.map((url) => url.searchParams.toString())).toEqual([
    `from=${lagosToday}&days=14&timezone=Africa%2FLagos`,
  ])
  const free = choices.filter((choice) => !(choice as HTMLInputElement).disabled)
  expect(free.map((choice) => (choice as HTMLInputElement).value)).toEqual([date])
  expect(free[0]!.closest('label')!.textContent).toMatch(/2 free times$/)
  expect(choices[0]!.closest('label')!.textContent).toMatch(/No free times$/)

  // The first free time is chosen to start with: one tap books it.
  const time = within(dialog).getByLabelText('Time') as HTMLSelectElement
  await waitFor(() => expect((free[0] as HTMLInputElement).checked).toBe(true))
  expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(date)
  expect([...time.options].map((option) => option.text)).toEqual(['Choose a time', '08:00 WAT', '09:00 WAT'])
  expect(shownOption(time)).toBe('08:00 WAT')

  fireEvent.change(time, { target: { value: '09:00' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  await waitFor(() => expect(bookingPosts()).toHaveLength(1))
  expect(bookingPosts()[0]!.body).toMatchObject({
    sessionDate: date,
    sessionTime: '09:00',
    timezone: 'Africa/Lagos',
    professionalId,
  })
})

it("picks a day's first free time with the day, and asks for a later day on its own", async () => {
  const asked: URL[] = []
  const [soon, later, beyond] = [addDays(today, 1), addDays(today, 5), addDays(today, 20)]
  const { dialog } = await openDialog(() =>
    answerSlots(asked, (days) =>
      [soon, later, beyond]
        .filter((day) => days.includes(day))
        .flatMap((day) => [
          { startsAt: `${day}T14:00:00+03:00`, sessionDate: day, sessionTime: '14:00' },
          { startsAt: `${day}T15:00:00+03:00`, sessionDate: day, sessionTime: '15:00' },
        ]),
    ),
  )
  const time = () => within(dialog).getByLabelText('Time') as HTMLSelectElement
  await within(dialog).findAllByRole('radio', { name: /2 free times$/ }, { timeout: 10_000 })
  await waitFor(() => expect(shownOption(time())).toBe('14:00 EAT'))
  fireEvent.change(time(), { target: { value: '15:00' } })

  const dayChoices = within(dialog)
    .getAllByRole('radio')
    .filter((choice) => !(choice as HTMLInputElement).disabled)
  expect(dayChoices.map((choice) => (choice as HTMLInputElement).value)).toEqual([soon, later])
  fireEvent.click(dayChoices[1]!)
  expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(later)
  expect(shownOption(time())).toBe('14:00 EAT')

  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: beyond } })
  await waitFor(() => expect([...time().options].map((option) => option.text)).toContain('15:00 EAT'))
  expect(asked.at(-1)!.searchParams.toString()).toBe(`from=${beyond}&days=1&timezone=Africa%2FNairobi`)
  expect(
    within(dialog)
      .getAllByRole('radio')
      .some((choice) => (choice as HTMLInputElement).checked),
  ).toBe(false)
})

it('marks the days without free times in Swahili too', async () => {
  await activateLocale('sw')
  const date = addDays(today, 3)
  const { dialog } = await openDialog(
    () =>
      answerSlots([], (days) =>
        days.includes(date) ? [{ startsAt: `${date}T09:00:00+03:00`, sessionDate: date, sessionTime: '09:00' }] : [],
      ),
    { directory: 'Tafuta Mtaalamu', bookNow: 'Weka Miadi Sasa', dialog: 'Weka Miadi ya Kipindi' },
  )
  const days = await within(dialog).findByRole(
    'group',
    { name: 'Nafasi zilizo wazi katika wiki mbili zijazo' },
    { timeout: 10_000 },
  )
  const choices = await within(days).findAllByRole('radio', {}, { timeout: 10_000 })
  expect(choices[0]!.closest('label')!.textContent).toMatch(/Hakuna nafasi iliyo wazi$/)
  expect(choices[3]!.closest('label')!.textContent).toMatch(/Nafasi 1 iliyo wazi$/)
})

it('says when a day has no free times, and asks for a time', async () => {
  const { dialog } = await openDialog(() => answerSlots([], () => []))
  const time = () => within(dialog).getByLabelText('Time') as HTMLSelectElement
  await waitFor(() => expect(time().tagName).toBe('SELECT'))
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: addDays(today, 1) } })
  await waitFor(() => expect(shownOption(time())).toBe('No free times on this day'))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  expect(await within(dialog).findByText('Please select a time')).toBeTruthy()
  expect(bookingPosts()).toHaveLength(0)
})

it('keeps the free time input, named in the zone, when the professional has set no hours', async () => {
  const { dialog } = await openDialog(() =>
    server.use(
      http.get('*/api/professionals/:professionalId/slots', ({ request }) =>
        HttpResponse.json({
          hoursSet: false,
          timezone: new URL(request.url).searchParams.get('timezone')!,
          durationMinutes: 60,
          slots: [],
        } satisfies SlotsAnswer),
      ),
    ),
  )
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: addDays(today, 1) } })
  const time = within(dialog).getByLabelText('Time')
  expect(time.getAttribute('placeholder')).toBe('HH:MM')
  expect(document.getElementById(time.getAttribute('aria-describedby')!)?.textContent).toBe('Time in EAT')
})

it("remembers the person's zone chosen in the dialog", async () => {
  const { dialog, unmount } = await openDialog()
  const zone = () => within(dialog).getByLabelText('Your time zone') as HTMLSelectElement
  expect(shownOption(zone())).toBe('EAT (Africa/Nairobi)')
  fireEvent.change(zone(), { target: { value: 'Africa/Maputo' } })
  await waitFor(() => expect(zone().value).toBe('Africa/Maputo'))
  expect(within(dialog).getByLabelText('Date').getAttribute('min')).toBe(todayIn('Africa/Maputo'))
  unmount()

  const again = await openDialog()
  expect((within(again.dialog).getByLabelText('Your time zone') as HTMLSelectElement).value).toBe('Africa/Maputo')
})

/** Two free times on `date` for a professional in Nairobi, 10:00 and 11:00 EAT, in the asked zone's clock. */
const freeAtTenAndEleven = (date: string) => (days: string[], timezone: string) =>
  days.includes(date)
    ? ['10:00', '11:00'].map((time) => {
        const startsAt = instantOf(date, time, 'Africa/Nairobi')
        return { startsAt: startsAt.toISOString(), sessionDate: date, sessionTime: clockTime(startsAt, timezone) }
      })
    : []

it("preselects the date and time chosen in the landing's booking form, in the person's zone, once", async () => {
  choosePersonZone('Africa/Lagos')
  const date = addDays(today, 2)
  keepChosenTime(instantOf(date, '11:00', 'Africa/Nairobi'))
  const { dialog, unmount } = await openDialog(() => answerSlots([], freeAtTenAndEleven(date)))
  const time = () => within(dialog).getByLabelText('Time') as HTMLSelectElement
  expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(date)
  await waitFor(() => expect(shownOption(time())).toBe('09:00 WAT'))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Booking' }))
  await waitFor(() => expect(bookingPosts()).toHaveLength(1))
  expect(bookingPosts()[0]!.body).toMatchObject({ sessionDate: date, sessionTime: '09:00', timezone: 'Africa/Lagos' })
  unmount()

  // Taken once: the next dialog starts on the first free time, not the landing's choice.
  const again = await openDialog(() => answerSlots([], freeAtTenAndEleven(date)))
  const againTime = () => within(again.dialog).getByLabelText('Time') as HTMLSelectElement
  await waitFor(() => expect(shownOption(againTime())).toBe('08:00 WAT'))
})

it('starts on the first free time when the chosen time is not one of the free times', async () => {
  const date = addDays(today, 2)
  keepChosenTime(instantOf(date, '15:00', 'Africa/Nairobi'))
  const { dialog } = await openDialog(() => answerSlots([], freeAtTenAndEleven(date)))
  const time = () => within(dialog).getByLabelText('Time') as HTMLSelectElement
  await waitFor(() => expect(shownOption(time())).toBe('10:00 EAT'))
  expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(date)
})
