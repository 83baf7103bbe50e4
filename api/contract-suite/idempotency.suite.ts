import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { bookingRequest, bookingsOf, requesters, setStatus } from './booking-requests'

/** Keys as the offline outbox makes them: unique per queued request. */
let keys = 0
const newKey = () => `outbox-${Date.now()}-${++keys}`

describe('idempotency: the outbox delivers each request once', () => {
  let professional: ProfessionalAccount
  let user: Account
  let otherUser: Account
  // Each booking test has a person of its own and notes come from several: one person would soon
  // reach the pending-request limits.
  const anyone = requesters()

  beforeAll(async () => {
    ;[professional, user, otherUser] = [await registerProfessional(), await registerUser(), await registerUser()]
  }, 30_000)

  it('answers a replayed booking request with the same status and booking, creating nothing new', async () => {
    const person = await registerUser()
    const headers = { 'Idempotency-Key': newKey() }
    const body = bookingRequest(professional.professionalId, { notes: 'Sent twice by the outbox' })
    const before = (await bookingsOf(professional.client)).length
    const first = await person.client.ok('createBooking', { body, headers })
    const replay = await person.client.ok('createBooking', { body, headers })
    expect(replay.id).toBe(first.id)
    expect(replay).toEqual(first)
    const after = await bookingsOf(professional.client)
    expect(after).toHaveLength(before + 1)
    expect(after.filter((booking) => booking.notes === 'Sent twice by the outbox')).toHaveLength(1)
  })

  it('creates one booking when the outbox sends the same request 5 times at once', async () => {
    const person = await registerUser()
    const headers = { 'Idempotency-Key': newKey() }
    const body = bookingRequest(professional.professionalId, { notes: 'Sent at once' })
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => person.client.call('createBooking', { body, headers })))
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(replies.map((reply) => (reply.json as { id: number }).id)).size).toBe(1)
    const stored = await bookingsOf(professional.client)
    expect(stored.filter((booking) => booking.notes === 'Sent at once')).toHaveLength(1)
  })

  it('refuses the same key with a different body (422), creating nothing', async () => {
    const person = await registerUser()
    const headers = { 'Idempotency-Key': newKey() }
    await person.client.ok('createBooking', { body: bookingRequest(professional.professionalId), headers })
    const before = (await bookingsOf(professional.client)).length
    const error = await person.client.fails('createBooking', 422, {
      body: bookingRequest(professional.professionalId),
      headers,
    })
    expect(error.message).toBe(messages.idempotencyKeyReused)
    expect(await bookingsOf(professional.client)).toHaveLength(before)
  })

  it('scopes keys to the signed-in user: another user with the same key gets their own booking', async () => {
    const person = await registerUser()
    const headers = { 'Idempotency-Key': newKey() }
    const body = bookingRequest(professional.professionalId)
    const mine = await person.client.ok('createBooking', { body, headers })
    const theirs = await otherUser.client.ok('createBooking', { body, headers })
    expect(theirs.id).not.toBe(mine.id)
    expect(theirs.clientName).toBe(otherUser.username)
  })

  it('answers a replay with the booking as it is now, still without the private notes', async () => {
    const person = await registerUser()
    const headers = { 'Idempotency-Key': newKey() }
    const body = bookingRequest(professional.professionalId)
    const first = await person.client.ok('createBooking', { body, headers })
    const { updatedAt } = await setStatus(professional.client, first.id, 'confirmed')
    const params = { bookingId: first.id }
    await professional.client.ok('saveSessionNotes', { params, body: { professionalNotes: 'Private' } })
    const replay = await person.client.ok('createBooking', { body, headers })
    expect(replay).toEqual({ ...first, status: 'confirmed', updatedAt })
    expect(replay).not.toHaveProperty('professionalNotes')
    expect(replay).not.toHaveProperty('clientPhone')
  })

  it.each(['short', 'x'.repeat(129), 'has spaces in it', 'key.with.dots'])(
    'refuses the malformed key %s with 400',
    async (key) => {
      const error = await user.client.fails('createBooking', 400, {
        body: bookingRequest(professional.professionalId),
        headers: { 'Idempotency-Key': key },
      })
      expect(error.message).toBe(messages.idempotencyKeyInvalid)
    },
  )

  it('replays session notes once: a replay neither changes the answer nor overwrites later notes', async () => {
    const booking = await anyone.book(professional.professionalId)
    const headers = { 'Idempotency-Key': newKey() }
    const params = { bookingId: booking.id }
    const first = await professional.client.ok('saveSessionNotes', {
      params,
      body: { professionalNotes: 'First draft' },
      headers,
    })
    expect(first.professionalNotes).toBe('First draft')
    const replay = await professional.client.ok('saveSessionNotes', {
      params,
      body: { professionalNotes: 'First draft' },
      headers,
    })
    expect(replay).toEqual(first)
    await professional.client.ok('saveSessionNotes', { params, body: { professionalNotes: 'Second draft' } })
    const late = await professional.client.ok('saveSessionNotes', {
      params,
      body: { professionalNotes: 'First draft' },
      headers,
    })
    expect(late).toMatchObject({ id: booking.id, professionalNotes: 'Second draft' })
    const stored = (await bookingsOf(professional.client)).find((item) => item.id === booking.id)
    expect(stored?.professionalNotes).toBe('Second draft')
  })

  it('refuses a notes key reused with other notes or on another booking (422)', async () => {
    const [one, two] = [await anyone.book(professional.professionalId), await anyone.book(professional.professionalId)]
    const headers = { 'Idempotency-Key': newKey() }
    await professional.client.ok('saveSessionNotes', {
      params: { bookingId: one.id },
      body: { professionalNotes: 'Kept' },
      headers,
    })
    const changed = { params: { bookingId: one.id }, body: { professionalNotes: 'Changed' }, headers }
    expect((await professional.client.fails('saveSessionNotes', 422, changed)).message).toBe(
      messages.idempotencyKeyReused,
    )
    await professional.client.fails('saveSessionNotes', 422, {
      params: { bookingId: two.id },
      body: { professionalNotes: 'Kept' },
      headers,
    })
    const stored = await bookingsOf(professional.client)
    expect(stored.find((item) => item.id === one.id)?.professionalNotes).toBe('Kept')
    expect(stored.find((item) => item.id === two.id)?.professionalNotes).toBeNull()
  })
})
