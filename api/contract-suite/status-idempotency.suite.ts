import { beforeAll, describe, expect, it } from 'vitest'
import { format, messages } from '../contract/messages'
import type { BookingStatus } from '../contract/schemas/bookings'
import { registerProfessional, type ProfessionalAccount } from './accounts'
import { bookingsOf, complete, requesters, setStatus } from './booking-requests'

/** Keys as the offline outbox makes them: one per queued status change. */
let keys = 0
const newKey = () => `status-${Date.now()}-${++keys}`

describe('idempotency: the outbox delivers each status change once', () => {
  let professional: ProfessionalAccount
  const anyone = requesters()

  beforeAll(async () => {
    professional = await registerProfessional()
  }, 30_000)

  const statusOf = async (bookingId: number) =>
    (await bookingsOf(professional.client)).find((booking) => booking.id === bookingId)?.status
  const change = (bookingId: number, status: BookingStatus, key: string) => ({
    params: { bookingId },
    body: { status },
    headers: { 'Idempotency-Key': key },
  })

  it('answers a replayed accept with its first answer instead of 409, applying nothing again', async () => {
    const booking = await anyone.book(professional.professionalId)
    const key = newKey()
    const first = await professional.client.ok('updateBookingStatus', change(booking.id, 'confirmed', key))
    expect(first.status).toBe('confirmed')
    const replay = await professional.client.ok('updateBookingStatus', change(booking.id, 'confirmed', key))
    expect(replay).toEqual(first)

    // A replay arriving after the session was completed does not confirm it again.
    await complete(professional.client, booking.id)
    const late = await professional.client.ok('updateBookingStatus', change(booking.id, 'confirmed', key))
    const now = (await bookingsOf(professional.client)).find(({ id }) => id === booking.id)
    expect(late).toEqual(now)
    expect(now?.status).toBe('completed')
  })

  it('makes one change when the outbox sends the same accept 5 times at once', async () => {
    const booking = await anyone.book(professional.professionalId)
    const options = change(booking.id, 'confirmed', newKey())
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map(() => professional.client.call('updateBookingStatus', options)),
    )
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200])
    expect(replies.map((reply) => (reply.json as { status: string }).status)).toEqual(Array(5).fill('confirmed'))
    expect(await statusOf(booking.id)).toBe('confirmed')
  })

  it('refuses the key with another status or on another booking (422), changing nothing', async () => {
    const [one, two] = [await anyone.book(professional.professionalId), await anyone.book(professional.professionalId)]
    const key = newKey()
    await professional.client.ok('updateBookingStatus', change(one.id, 'confirmed', key))
    const otherStatus = await professional.client.fails('updateBookingStatus', 422, change(one.id, 'completed', key))
    expect(otherStatus.message).toBe(messages.idempotencyKeyReused)
    await professional.client.fails('updateBookingStatus', 422, change(two.id, 'confirmed', key))
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(['confirmed', 'pending'])
  })

  it('does not keep a refusal: a change that lost to another answers 409 with the reason each time', async () => {
    const booking = await anyone.book(professional.professionalId)
    await setStatus(professional.client, booking.id, 'declined') // declined elsewhere while the phone was offline
    const queued = change(booking.id, 'confirmed', newKey())
    const reason = format(messages.illegalTransition, { from: 'declined', to: 'confirmed' })
    expect((await professional.client.fails('updateBookingStatus', 409, queued)).message).toBe(reason)
    expect((await professional.client.fails('updateBookingStatus', 409, queued)).message).toBe(reason)
    expect(await statusOf(booking.id)).toBe('declined')
  })

  it('refuses a malformed key with 400, changing nothing', async () => {
    const booking = await anyone.book(professional.professionalId)
    const error = await professional.client.fails('updateBookingStatus', 400, change(booking.id, 'confirmed', 'short'))
    expect(error.message).toBe(messages.idempotencyKeyInvalid)
    expect(await statusOf(booking.id)).toBe('pending')
  })
})
