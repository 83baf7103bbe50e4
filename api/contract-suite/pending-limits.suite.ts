import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { format, messages } from '../contract/messages'
import { PENDING_LIMIT_RETRY_AFTER_SECONDS } from '../domain/bookings/pending-requests'
import type { BookingCreated } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type ProfessionalAccount } from './accounts'
import { book, bookingRequest, bookingsOf, setStatus } from './booking-requests'
import type { Client, Reply } from './client'

const { pendingRequestsPerUser: perUser, pendingRequestsPerProfessional: perProfessional } = DEFAULT_LIMITS
const inAllMessage = format(messages.pendingRequestsPerUser, { count: String(perUser) })
const withProfessionalMessage = format(messages.pendingRequestsPerProfessional, { count: String(perProfessional) })

let keys = 0
const newKey = () => `flood-${Date.now()}-${++keys}`
const statuses = (replies: Reply[]) => replies.map((reply) => reply.status).sort((a, b) => a - b)

describe('bookings: a user may hold only so many pending requests', () => {
  // Enough professionals to reach the limit in all without reaching the one per professional.
  let professionals: ProfessionalAccount[]

  beforeAll(async () => {
    professionals = []
    const count = Math.ceil(perUser / perProfessional) + 1
    for (let i = 0; i < count; i++) professionals.push(await registerProfessional())
  }, 60_000)

  const first = () => professionals[0]!
  const last = () => professionals.at(-1)!
  const pendingIds = async (professional: ProfessionalAccount) =>
    (await bookingsOf(professional.client, { status: 'pending' })).map((booking) => booking.id)
  const ask = (client: Client, professional: ProfessionalAccount, headers: Record<string, string> = {}) =>
    client.call('createBooking', { body: bookingRequest(professional.professionalId), headers })

  /** Books `count` requests, each professional in turn up to their limit (the last one is kept free). */
  async function fill(client: Client, count: number): Promise<BookingCreated[]> {
    const booked: BookingCreated[] = []
    for (let i = 0; i < count; i++)
      booked.push(await book(client, professionals[Math.floor(i / perProfessional)]!.professionalId))
    return booked
  }

  function expectRefused(reply: Reply, message: string): void {
    expect(reply.status).toBe(429)
    expect(reply.json).toEqual({ message })
    expect(reply.headers.get('retry-after')).toBe(String(PENDING_LIMIT_RETRY_AFTER_SECONDS))
  }

  it(`refuses a request beyond ${perProfessional} pending with one professional (429), while another still accepts`, async () => {
    const { client } = await registerUser()
    await fill(client, perProfessional)
    const before = await pendingIds(first())
    expectRefused(await ask(client, first()), withProfessionalMessage)
    expect(await pendingIds(first())).toEqual(before)
    await book(client, last().professionalId)
  })

  it(`refuses a request beyond ${perUser} pending in all (429), with any professional`, async () => {
    const { client } = await registerUser()
    await fill(client, perUser)
    const before = await pendingIds(last())
    expectRefused(await ask(client, last()), inAllMessage)
    expect(await pendingIds(last())).toEqual(before)
  })

  it('frees a place when the professional declines or accepts a request, not before', async () => {
    const { client } = await registerUser()
    const [declined, confirmed] = await fill(client, perProfessional)
    await client.fails('createBooking', 429, { body: bookingRequest(first().professionalId) })
    await setStatus(first().client, declined!.id, 'declined')
    await book(client, first().professionalId)
    await client.fails('createBooking', 429, { body: bookingRequest(first().professionalId) })
    await setStatus(first().client, confirmed!.id, 'confirmed')
    await book(client, first().professionalId)
  })

  it('answers a replay of an accepted request with its first answer, never 429', async () => {
    const { client } = await registerUser()
    await fill(client, perProfessional - 1)
    const queued = { body: bookingRequest(first().professionalId), headers: { 'Idempotency-Key': newKey() } }
    const created = await client.ok('createBooking', queued)
    expect(await client.ok('createBooking', queued)).toEqual(created)
  })

  it('creates one booking when the outbox sends the last allowed request 5 times at once', async () => {
    const { client } = await registerUser()
    await fill(client, perProfessional - 1)
    const headers = { 'Idempotency-Key': newKey() }
    const body = bookingRequest(first().professionalId)
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => client.call('createBooking', { body, headers })))
    expect(statuses(replies)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(replies.map((reply) => (reply.json as BookingCreated).id)).size).toBe(1)
  })

  it('remembers no answer for a refused request: sent again with its key once a place is free, it is created', async () => {
    const { client } = await registerUser()
    const [oldest] = await fill(client, perProfessional)
    const headers = { 'Idempotency-Key': newKey() }
    expectRefused(await ask(client, first(), headers), withProfessionalMessage)
    await setStatus(first().client, oldest!.id, 'declined')
    expect((await ask(client, first(), headers)).status).toBe(201)
  })

  it(`lets exactly one of several requests sent at once through at ${perUser - 1} pending in all`, async () => {
    const { client } = await registerUser()
    await fill(client, perUser - 1)
    const before = await pendingIds(last())
    const replies = await Promise.all([1, 2, 3, 4].map(() => ask(client, last())))
    expect(statuses(replies)).toEqual([201, 429, 429, 429])
    for (const reply of replies.filter(({ status }) => status === 429)) expectRefused(reply, inAllMessage)
    expect(await pendingIds(last())).toHaveLength(before.length + 1)
  })

  it(`lets exactly one of several requests sent at once through at ${perProfessional - 1} pending with one professional`, async () => {
    const { client } = await registerUser()
    await fill(client, perProfessional - 1)
    const replies = await Promise.all([1, 2, 3, 4].map(() => ask(client, first())))
    expect(statuses(replies)).toEqual([201, 429, 429, 429])
    for (const reply of replies.filter(({ status }) => status === 429)) expectRefused(reply, withProfessionalMessage)
  })
})
