import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { signInAs, signOut } from '../../test/sign-in'
import { flushOutbox } from './flush-outbox'
import { clearOutbox, outboxEntries, pageOutbox } from './outbox-store'
import { sendOrQueue } from './send-or-queue'

let owner = 0
afterEach(async () => {
  await clearOutbox(owner)
  await signOut()
})

/** The demo professional's bookings, and a save of one's notes. */
function professionalBookings() {
  owner = signInAs('professional').userId
  const professional = store.professionals.find((row) => row.userId === owner)!
  const [first, second] = store.bookings.filter((row) => row.professionalId === professional.id)
  const notes = (bookingId: number, text: string) =>
    ({ route: 'saveSessionNotes', params: { bookingId }, body: { professionalNotes: text } }) as const
  const savedNotes = (bookingId: number) => store.sessionNotes.find((row) => row.bookingId === bookingId)?.text
  return { first: first!.id, second: second!.id, notes, savedNotes }
}

/** A dropped connection for the next notes call only: fetch rejects while the browser still says online. */
const dropNextNotesCall = () =>
  server.use(http.patch('*/api/me/professional/bookings/:bookingId/notes', () => HttpResponse.error(), { once: true }))

it('keeps the newest notes when an older save still waits to be retried: the newer one takes its place', async () => {
  const { first, notes, savedNotes } = professionalBookings()
  dropNextNotesCall()
  expect(await sendOrQueue({ request: notes(first, 'v1: older'), idempotencyKey: 'notes-k1', owner })).toEqual({
    queued: true,
  })

  // The signal is back and the professional saves again: it goes behind the older save, which it replaces.
  expect(await sendOrQueue({ request: notes(first, 'v2: newer'), idempotencyKey: 'notes-k2', owner })).toEqual({
    queued: true,
  })
  expect((await outboxEntries()).map((entry) => entry.idempotencyKey)).toEqual(['notes-k2'])

  await flushOutbox(pageOutbox, { ignoreBackoff: true })
  expect(await outboxEntries()).toEqual([])
  expect(savedNotes(first)).toBe('v2: newer')
})

it("sends another booking's notes at once, whatever waits for the first", async () => {
  const { first, second, notes, savedNotes } = professionalBookings()
  dropNextNotesCall()
  await sendOrQueue({ request: notes(first, 'waiting'), idempotencyKey: 'notes-k3', owner })
  const other = await sendOrQueue({ request: notes(second, 'sent at once'), idempotencyKey: 'notes-k4', owner })
  expect(other.queued).toBe(false)
  expect(savedNotes(second)).toBe('sent at once')
  expect((await outboxEntries()).map((entry) => entry.idempotencyKey)).toEqual(['notes-k3'])
})

it('sends a booking request at once while another waits: each request is a booking of its own', async () => {
  owner = signInAs('user').userId
  const [first, second] = store.professionals
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const request = (professionalId: number) =>
    ({
      route: 'createBooking',
      body: { professionalId, sessionDate: inAWeek, sessionTime: '10:00', sessionType: 'Chat' },
    }) as const
  server.use(http.post('*/api/bookings', () => HttpResponse.error(), { once: true }))
  expect((await sendOrQueue({ request: request(first!.id), idempotencyKey: 'booking-key-1', owner })).queued).toBe(true)
  expect((await sendOrQueue({ request: request(second!.id), idempotencyKey: 'booking-key-2', owner })).queued).toBe(
    false,
  )
})
