import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { demoAccounts } from '../../../api/fixtures/demo'
import { todayIn } from '../../../api/contract/time'
import { findProfessional, findUserByUsername, professionalOfUser } from '../../../mocks/repo'
import { insert, store, type BookingRow } from '../../../mocks/store'
import { outboxEntries } from '../../lib/outbox/outbox-store'
import { choosePersonZone } from '../../lib/time/person-zone'
import { useToasts } from '../../lib/toasts'
import { recordRequests, stopRecording, type Recorded } from '../../test/record-requests'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'
import { readStoredCopy } from '../../test/stored-copies'
import { messageKeys } from './message-keys'

afterEach(async () => {
  stopRecording()
  await signOut()
})
beforeEach(() => choosePersonZone('Africa/Nairobi'))

const toastTitles = () => useToasts.getState().toasts.map((toast) => toast.title)
const minute = 60_000

/** The demo user's newest booking with the demo professional, changed for one test, and its professional. */
function demoBooking(userId: number, change: Partial<BookingRow> = {}) {
  const demoProfessional = professionalOfUser(findUserByUsername(demoAccounts.professional.username)!.id)!
  const booking = store.bookings
    .filter((row) => row.userId === userId && row.professionalId === demoProfessional.id)
    .at(-1)!
  Object.assign(booking, change)
  const professional = findProfessional(booking.professionalId)!
  return { booking, professional }
}

function say(bookingId: number, senderId: number, text: string, sentAt = new Date(Date.now() - 5 * minute)) {
  return insert('messages', { bookingId, senderId, text, sentAt: sentAt.toISOString() })
}

const threadReads = (recorded: Recorded[], bookingId: number) =>
  recorded.filter((request) => request.method === 'GET' && request.path === `/api/bookings/${bookingId}/messages`)
const messageList = () => screen.findByRole('list', { name: 'Messages' }, { timeout: 10_000 })
const texts = async () =>
  within(await messageList())
    .getAllByRole('listitem')
    .map((item) => item.textContent)

it('shows the thread to the person: the other party by name, crisis help, oldest first, tappable links, and marks it read', async () => {
  const { userId } = signInAs('user')
  const { booking, professional } = demoBooking(userId, { status: 'pending' })
  professional.usualReplyTime = 'within 1 working day'
  say(booking.id, userId, 'Can we move to 15:00?', new Date(Date.now() - 10 * minute))
  const reply = say(booking.id, professional.userId, 'Yes. Worksheet: https://example.org/sheet or call 0712 345 678')
  const recorded = recordRequests()
  renderApp(`/messages/${booking.id}`)

  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: `Messages with ${professional.fullName}` },
      { timeout: 10_000 },
    ),
  ).toBeTruthy()
  expect(screen.getAllByRole('link', { name: /Crisis help/ }).length).toBeGreaterThan(0)
  expect(screen.getByText('Usually replies within 1 working day')).toBeTruthy()
  const [mine, theirs] = within(await messageList()).getAllByRole('listitem')
  // Told apart in words, not only by colour.
  expect(within(mine!).getByText('You')).toBeTruthy()
  expect(within(mine!).getByText('Can we move to 15:00?')).toBeTruthy()
  expect(within(theirs!).getByText(professional.fullName)).toBeTruthy()
  expect(within(theirs!).getByRole('link', { name: 'https://example.org/sheet' }).getAttribute('href')).toBe(
    'https://example.org/sheet',
  )
  expect(within(theirs!).getByRole('link', { name: '0712 345 678' }).getAttribute('href')).toMatch(/^tel:/)
  expect(within(mine!).queryByRole('button', { name: 'Report' })).toBeNull()

  await waitFor(() =>
    expect(recorded.find((request) => request.path === `/api/bookings/${booking.id}/messages/read`)?.body).toEqual({
      upTo: reply.id,
    }),
  )
  await waitFor(async () =>
    expect(await readStoredCopy(messageKeys.thread(booking.id))).toMatchObject({ personal: true }),
  )
})

it('sends a message with an Idempotency-Key and shows it in the thread, the box emptied', async () => {
  const { userId } = signInAs('user')
  const { booking } = demoBooking(userId, { status: 'pending' })
  const recorded = recordRequests()
  renderApp(`/messages/${booking.id}`)
  expect(await screen.findByText('No messages yet.', {}, { timeout: 10_000 })).toBeTruthy()
  const box = screen.getByRole('textbox', { name: 'Your message' })
  fireEvent.change(box, { target: { value: "  I'm running late  " } })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))

  expect(await within(await messageList()).findByText("I'm running late")).toBeTruthy()
  expect((box as HTMLTextAreaElement).value).toBe('')
  const post = recorded.find((request) => request.method === 'POST' && request.path.endsWith('/messages'))!
  expect(post.body).toEqual({ text: "I'm running late" })
  expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  expect(store.messages.filter((message) => message.bookingId === booking.id)).toHaveLength(1)
  expect(toastTitles()).toEqual([])
})

const messagePosts = (recorded: Recorded[]) =>
  recorded.filter((request) => request.method === 'POST' && request.path.endsWith('/messages'))
const keysOf = (posts: Recorded[]) => posts.map((post) => post.headers.get('Idempotency-Key'))

it('sends the same text twice as two messages, each under its own Idempotency-Key', async () => {
  const { userId } = signInAs('user')
  const { booking } = demoBooking(userId, { status: 'pending' })
  const recorded = recordRequests()
  renderApp(`/messages/${booking.id}`)
  const box = await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 10_000 })
  for (const count of [1, 2]) {
    fireEvent.change(box, { target: { value: 'ok' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(async () => expect(within(await messageList()).getAllByText('ok')).toHaveLength(count), {
      timeout: 10_000,
    })
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
  }

  const [first, second] = keysOf(messagePosts(recorded))
  expect(first).not.toBe(second)
  expect(store.messages.filter((message) => message.bookingId === booking.id).map((message) => message.text)).toEqual([
    'ok',
    'ok',
  ])
})

it('retries a failed send under the same Idempotency-Key, keeping the text', async () => {
  const { userId } = signInAs('user')
  const { booking } = demoBooking(userId, { status: 'pending' })
  let failures = 1
  server.use(
    http.post('*/api/bookings/:bookingId/messages', () =>
      failures-- > 0 ? HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }) : undefined,
    ),
  )
  const recorded = recordRequests()
  renderApp(`/messages/${booking.id}`)
  const box = await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 10_000 })
  fireEvent.change(box, { target: { value: 'ok' } })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([{ title: 'Error', description: 'Something went wrong' }]),
  )
  expect((box as HTMLTextAreaElement).value).toBe('ok')
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))

  expect(await within(await messageList()).findByText('ok', {}, { timeout: 10_000 })).toBeTruthy()
  const [failed, retried] = keysOf(messagePosts(recorded))
  expect(retried).toBe(failed)
  expect(store.messages.filter((message) => message.bookingId === booking.id)).toHaveLength(1)
})

it('shows the count near the 2,000-character limit and takes no more', async () => {
  const { userId } = signInAs('user')
  const { booking } = demoBooking(userId, { status: 'pending' })
  renderApp(`/messages/${booking.id}`)
  const box = await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 10_000 })
  expect(box.getAttribute('maxlength')).toBe('2000')
  fireEvent.change(box, { target: { value: 'a'.repeat(1000) } })
  expect(screen.queryByText('1000 / 2000')).toBeNull()
  fireEvent.change(box, { target: { value: 'a'.repeat(1900) } })
  expect(screen.getByText('1900 / 2000')).toBeTruthy()
})

/** A client's pending booking's thread on screen, its posts failing until `network.back()`. */
async function threadWithNetworkDown() {
  const { userId } = signInAs('user')
  const { booking } = demoBooking(userId, { status: 'pending' })
  let networkDown = false
  server.use(http.post('*/api/bookings/:bookingId/messages', () => (networkDown ? HttpResponse.error() : undefined)))
  renderApp(`/messages/${booking.id}`)
  const box = await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 10_000 })
  networkDown = true
  const back = () => {
    networkDown = false
    window.dispatchEvent(new Event('online'))
  }
  return { booking, box, network: { back } }
}

it('keeps a message written offline as "Waiting to send" and sends it once when the network is back', async () => {
  const { booking, box, network } = await threadWithNetworkDown()
  fireEvent.change(box, { target: { value: 'Written on the bus' } })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))

  const waiting = await within(await messageList()).findByText('Written on the bus')
  expect(within(waiting.closest('li')!).getByText('Waiting to send')).toBeTruthy()
  const [entry] = await outboxEntries()
  expect(entry).toMatchObject({
    route: 'postMessage',
    params: { bookingId: booking.id },
    body: { text: 'Written on the bus' },
  })

  network.back()
  await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull(), { timeout: 10_000 })
  expect(await within(await messageList()).findByText('Written on the bus')).toBeTruthy()
  expect(store.messages.filter((message) => message.text === 'Written on the bus')).toHaveLength(1)
  expect(await outboxEntries()).toEqual([])
})

it('keeps the same text written twice offline as two messages and sends both when the network is back', async () => {
  const { booking, box, network } = await threadWithNetworkDown()
  for (const count of [1, 2]) {
    fireEvent.change(box, { target: { value: 'ok' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(async () => expect(within(await messageList()).getAllByText('Waiting to send')).toHaveLength(count), {
      timeout: 10_000,
    })
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
  }
  const [first, second] = (await outboxEntries()).map((entry) => entry.idempotencyKey)
  expect(first).not.toBe(second)

  network.back()
  await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull(), { timeout: 10_000 })
  await waitFor(() => expect(store.messages.filter((message) => message.bookingId === booking.id)).toHaveLength(2))
  expect(await outboxEntries()).toEqual([])
})

it('during a live Chat session polls only for what is new, shows the markers, and gives the professional the notes', async () => {
  const { userId: clientId } = signInAs('user')
  const startsAt = new Date(Date.now() - 2 * minute)
  const { booking } = demoBooking(clientId, {
    status: 'confirmed',
    sessionType: 'Chat',
    startsAt: startsAt.toISOString(),
    sessionDate: todayIn('Africa/Nairobi', startsAt),
    timezone: 'Africa/Nairobi',
    durationMinutes: 60,
  })
  store.sessionNotes = [
    ...store.sessionNotes.filter((notes) => notes.bookingId !== booking.id),
    { bookingId: booking.id, text: 'Sleep diary, week 2' },
  ]
  await signOut()
  signInAs('professional')
  const first = say(booking.id, clientId, 'Hello, I am here', new Date(Date.now() - minute))
  const recorded = recordRequests()
  renderApp(`/messages/${booking.id}`)

  expect(await screen.findByText('The session is on now: messages appear as they are sent.', {}, { timeout: 10_000 }))
  expect(await texts()).toEqual([
    expect.stringContaining('Session started'),
    expect.stringContaining('Hello, I am here'),
  ])
  expect(await screen.findByText('Sleep diary, week 2')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Edit Notes' })).toBeTruthy()

  const later = say(booking.id, clientId, 'Can you hear me?', new Date())
  expect(await screen.findByText('Can you hear me?', {}, { timeout: 10_000 })).toBeTruthy()
  const reads = threadReads(recorded, booking.id)
  expect(reads[0]!.query).toEqual({})
  expect(reads.slice(1).map((read) => read.query.after)).toContain(String(first.id))
  expect(reads.slice(1).every((read) => read.query.after !== undefined)).toBe(true)
  expect(later.id).toBeGreaterThan(first.id)
})

it('on reconnecting asks at once for what came meanwhile, after the last message held', async () => {
  const { userId } = signInAs('user')
  const { booking, professional } = demoBooking(userId, { status: 'pending' })
  const held = say(booking.id, professional.userId, 'Before the tunnel')
  renderApp(`/messages/${booking.id}`)
  expect(await screen.findByText('Before the tunnel', {}, { timeout: 10_000 })).toBeTruthy()
  const recorded = recordRequests()
  window.dispatchEvent(new Event('offline'))
  say(booking.id, professional.userId, 'While you were away')
  window.dispatchEvent(new Event('online'))
  expect(await screen.findByText('While you were away', {}, { timeout: 10_000 })).toBeTruthy()
  expect(threadReads(recorded, booking.id).map((read) => read.query)).toEqual([{ after: String(held.id) }])
})

it('loads earlier messages with before, keeping the order', async () => {
  const { userId } = signInAs('user')
  const { booking, professional } = demoBooking(userId, { status: 'pending' })
  const start = Date.now() - 100 * minute
  for (let index = 1; index <= 55; index++)
    say(booking.id, index % 2 ? userId : professional.userId, `Line ${index}`, new Date(start + index * minute))
  const recorded = recordRequests()
  renderApp(`/messages/${booking.id}`)
  expect(await screen.findByText('Line 55', {}, { timeout: 10_000 })).toBeTruthy()
  expect(screen.queryByText('Line 5')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }))
  expect(await screen.findByText('Line 1')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull()
  const shown = (await texts()).map((text) => /Line (\d+)/.exec(text ?? '')?.[1]).map(Number)
  expect(shown).toEqual(Array.from({ length: 55 }, (_, index) => index + 1))
  expect(threadReads(recorded, booking.id).some((read) => read.query.before !== undefined)).toBe(true)
})

it("says a declined booking's conversation is closed, and why, with no box to write in", async () => {
  const { userId } = signInAs('user')
  const { booking } = demoBooking(userId, { status: 'declined' })
  renderApp(`/messages/${booking.id}`)
  expect(await screen.findByText('This conversation is closed.', {}, { timeout: 10_000 })).toBeTruthy()
  expect(screen.getByText('The booking was declined.')).toBeTruthy()
  expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull()
})

it("reports the other party's message with a reason", async () => {
  const { userId } = signInAs('user')
  const { booking, professional } = demoBooking(userId, { status: 'pending' })
  const rude = say(booking.id, professional.userId, 'Something unkind')
  renderApp(`/messages/${booking.id}`)
  const item = (await within(await messageList()).findByText('Something unkind')).closest('li')!
  fireEvent.click(within(item).getByRole('button', { name: 'Report' }))
  const dialog = await screen.findByRole('dialog', { name: 'Report this message' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), {
    target: { value: 'Hurtful' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
  await waitFor(() => expect(toastTitles()).toContain('Message reported'))
  expect(store.messageReports).toMatchObject([{ messageId: rude.id, reporterId: userId }])
})

it('lets the professional close the conversation after asking', async () => {
  const { userId: clientId } = signInAs('user')
  const { booking } = demoBooking(clientId, { status: 'confirmed' })
  await signOut()
  signInAs('professional')
  renderApp(`/messages/${booking.id}`)
  fireEvent.click(await screen.findByRole('button', { name: 'Close conversation' }, { timeout: 10_000 }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText('Close this conversation? Neither of you can send messages after this.')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close conversation' }))
  expect(await screen.findByText('This conversation is closed.', {}, { timeout: 10_000 })).toBeTruthy()
  expect(screen.getByText('The professional closed it.')).toBeTruthy()
  expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull()
})

it('shows unread messages on the booking card and in the header, the card linking to the thread', async () => {
  const { userId } = signInAs('user')
  const { booking, professional } = demoBooking(userId, { status: 'cancelled', notes: 'Unread card' })
  say(booking.id, professional.userId, 'First')
  say(booking.id, professional.userId, 'Second')
  const { router } = renderApp('/my-sessions')
  const link = await screen.findByRole('link', { name: /Messages 2 unread/ }, { timeout: 10_000 })
  expect(link.getAttribute('href')).toBe(`/messages/${booking.id}`)
  await waitFor(() => expect(screen.getByRole('link', { name: /My sessions.*\(2 unread\)/ })).toBeTruthy(), {
    timeout: 10_000,
  })
  fireEvent.click(link)
  await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${booking.id}`))
  await waitFor(() => expect(screen.queryByRole('link', { name: /\(2 unread\)/ })).toBeNull(), { timeout: 10_000 })
})
