import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { format, messages } from '../../contract/messages'
import { addDays, todayIn } from '../../contract/time'
import type { Booking, BookingCreated } from '../../contract/schemas/bookings'
import type { Professional } from '../../contract/schemas/professionals'
import { send, signUp, startTestServer, type Session, type TestServer } from '../../test/test-server'

let server: TestServer
let client: Session
let professional: Session
let professionalId: number

// One client books far more than the pending-request limits allow: they are raised, as a setting.
const PENDING_LIMIT = 40

beforeAll(async () => {
  server = await startTestServer({
    PENDING_REQUESTS_PER_USER: String(PENDING_LIMIT),
    PENDING_REQUESTS_PER_PROFESSIONAL: String(PENDING_LIMIT),
  })
  client = await signUp(server, 'user')
  professional = await signUp(server, 'professional')
  const profile = await send(server, 'GET', '/api/me/professional', { session: professional })
  professionalId = ((await profile.json()) as Professional).id
})

afterAll(async () => {
  await server?.close()
})

const sessionDate = addDays(todayIn('Africa/Nairobi'), 5)

function book(overrides: Record<string, unknown>, key?: string, session: Session = client) {
  const body = { sessionDate, sessionTime: '10:00', sessionType: 'Video Call', professionalId, ...overrides }
  return send(server, 'POST', '/api/bookings', { session, body, headers: key ? { 'Idempotency-Key': key } : {} })
}

function setStatus(bookingId: number, status: string, session: Session = professional, texts = {}) {
  return send(server, 'PATCH', `/api/bookings/${bookingId}`, { session, body: { status, ...texts } })
}

async function bookedId(overrides: Record<string, unknown>): Promise<number> {
  return ((await (await book(overrides)).json()) as BookingCreated).id
}

async function countBookings(sessionTime: string): Promise<number> {
  const [row] = await server
    .db('bookings')
    .where({ professional_id: professionalId, session_time: sessionTime })
    .count({ n: '*' })
  return Number(row?.n)
}

describe('notes at rest', () => {
  it('stores the client note and the session notes encrypted, and answers them decrypted', async () => {
    const clientMarker = `client-marker-${randomUUID()}`
    const privateMarker = `private-marker-${randomUUID()}`
    const created = await book({ sessionTime: '08:00', notes: `Please ask about ${clientMarker}` }, randomUUID())
    expect(created.status).toBe(201)
    const booking = (await created.json()) as BookingCreated
    expect(booking.notes).toBe(`Please ask about ${clientMarker}`)
    expect(booking).not.toHaveProperty('professionalNotes')

    const notesPath = `/api/me/professional/bookings/${booking.id}/notes`
    const body = { professionalNotes: `Observed: ${privateMarker}` }
    const saved = await send(server, 'PATCH', notesPath, {
      session: professional,
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as Booking).professionalNotes).toBe(body.professionalNotes)

    const listed = await send(server, 'GET', '/api/me/professional/bookings?upcoming=true', { session: professional })
    const found = ((await listed.json()) as Booking[]).find((item) => item.id === booking.id)
    expect(found).toMatchObject({
      notes: booking.notes,
      professionalNotes: body.professionalNotes,
      clientName: client.username,
    })

    if (server.databaseFile === null) return
    const files = [server.databaseFile, `${server.databaseFile}-wal`].filter((file) => existsSync(file))
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)))
    // The scan would see plain text: the client's username is stored as is.
    expect(bytes.includes(client.username)).toBe(true)
    expect(bytes.includes(clientMarker)).toBe(false)
    expect(bytes.includes(privateMarker)).toBe(false)
  })

  it('stores reasons and joining instructions encrypted, and answers them decrypted', async () => {
    const [reasonMarker, joinMarker] = [`reason-${randomUUID()}`, `join-${randomUUID()}`]
    const declined = await setStatus(await bookedId({ sessionTime: '06:00' }), 'declined', professional, {
      reason: reasonMarker,
    })
    expect(((await declined.json()) as Booking).reason).toBe(reasonMarker)
    const accepted = await setStatus(await bookedId({ sessionTime: '06:00' }), 'confirmed', professional, {
      joinInstructions: joinMarker,
    })
    expect(((await accepted.json()) as Booking).joinInstructions).toBe(joinMarker)

    if (server.databaseFile === null) return
    const files = [server.databaseFile, `${server.databaseFile}-wal`].filter((file) => existsSync(file))
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)))
    expect(bytes.includes(reasonMarker)).toBe(false)
    expect(bytes.includes(joinMarker)).toBe(false)
  })
})

describe("the client's phone", () => {
  it('shows it to the professional only on a confirmed or completed booking, and only with consent', async () => {
    const user = (await (await send(server, 'GET', '/api/user', { session: client })).json()) as { id: number }
    const phoneOf = async (answer: Response) => ((await answer.json()) as Booking).clientPhone
    await server.db('users').where({ id: user.id }).update({ phone: '+254712345678', phone_consent: true })
    const id = await bookedId({ sessionTime: '05:00' })
    const listed = await send(server, 'GET', '/api/me/professional/bookings?status=pending', { session: professional })
    expect(((await listed.json()) as Booking[]).find((booking) => booking.id === id)?.clientPhone).toBeNull()
    expect(await phoneOf(await setStatus(id, 'confirmed'))).toBe('+254712345678')
    await server.db('users').where({ id: user.id }).update({ phone_consent: false })
    expect(await phoneOf(await setStatus(id, 'cancelled'))).toBeNull()
    const again = await bookedId({ sessionTime: '05:00' })
    expect(await phoneOf(await setStatus(again, 'confirmed'))).toBeNull()
  })
})

describe('idempotency', () => {
  it('creates one booking for concurrent first uses of a key, then replays it as it is now', async () => {
    const key = `outbox-${randomUUID()}`
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => book({ sessionTime: '11:00', notes: 'hello' }, key)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as BookingCreated).id)))
    expect(ids.size).toBe(1)
    expect(await countBookings('11:00')).toBe(1)

    const [bookingId] = [...ids] as [number]
    expect((await setStatus(bookingId, 'confirmed')).status).toBe(200)
    const replay = await book({ sessionTime: '11:00', notes: 'hello' }, key)
    expect(replay.status).toBe(201)
    expect(await replay.json()).toMatchObject({ id: bookingId, status: 'confirmed' })

    const reused = await book({ sessionTime: '11:30', notes: 'hello' }, key)
    expect(reused.status).toBe(422)
    expect(await reused.json()).toEqual({ message: messages.idempotencyKeyReused })
    expect(await countBookings('11:00')).toBe(1)
    expect(await countBookings('11:30')).toBe(0)
  })

  it('scopes keys to the signed-in user', async () => {
    const key = `shared-${randomUUID()}`
    const other = await signUp(server, 'user')
    const first = await book({ sessionTime: '12:00' }, key)
    const second = await book({ sessionTime: '12:00' }, key, other)
    expect([first.status, second.status]).toEqual([201, 201])
    expect(((await first.json()) as BookingCreated).id).not.toBe(((await second.json()) as BookingCreated).id)
  })
})

describe('confirming a slot', () => {
  it('confirms exactly one of 20 concurrent accepts for the same date and time', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => book({ sessionTime: '15:00' })))
    const ids = await Promise.all(created.map(async (answer) => ((await answer.json()) as BookingCreated).id))
    expect(new Set(ids).size).toBe(20)

    const answers = await Promise.all(ids.map((id) => setStatus(id, 'confirmed')))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, ...Array(19).fill(409)])
    for (const answer of answers.filter((item) => item.status === 409)) {
      expect(await answer.json()).toEqual({ message: messages.slotTaken })
    }
    const confirmed = await server
      .db('bookings')
      .where({ professional_id: professionalId, session_time: '15:00', status: 'confirmed' })
    expect(confirmed).toHaveLength(1)
  })

  it("answers 404 for another professional's booking", async () => {
    const created = (await (await book({ sessionTime: '16:00' })).json()) as BookingCreated
    const stranger = await signUp(server, 'professional')
    const answer = await setStatus(created.id, 'confirmed', stranger)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: messages.bookingNotFound })
  })
})

describe('pending-request limits', () => {
  it('enforces the limits the environment sets, not the defaults', async () => {
    const person = await signUp(server, 'user')
    const answers = []
    for (let i = 0; i <= PENDING_LIMIT; i++) answers.push(await book({ sessionTime: '17:00' }, undefined, person))
    expect(answers.slice(0, PENDING_LIMIT).map((answer) => answer.status)).toEqual(Array(PENDING_LIMIT).fill(201))
    const refused = answers.at(-1)!
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      message: format(messages.pendingRequestsPerUser, { count: String(PENDING_LIMIT) }),
    })
  })
})
