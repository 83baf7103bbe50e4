import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import type { BookingCreated } from '../contract/schemas/bookings'
import {
  PASSWORD,
  registerProfessional,
  registerUser,
  uniqueWord,
  type Account,
  type ProfessionalAccount,
} from './accounts'
import { book, bookingRequest, bookingsOf } from './booking-requests'
import { createClient } from './client'
import { target } from './target'

const FOREIGN = 'https://evil.example'

describe('security: cross-site writes are refused (CSRF)', () => {
  let professional: ProfessionalAccount
  let user: Account
  let booking: BookingCreated

  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
    booking = await book(user.client, professional.professionalId)
  }, 30_000)

  it('refuses a foreign Origin on login and register with 403; nobody is signed in or created', async () => {
    const client = createClient()
    const username = uniqueWord('csrf')
    const error = await client.fails('login', 403, {
      origin: FOREIGN,
      body: { username: user.username, password: PASSWORD },
    })
    expect(error.message).toBe(messages.crossOrigin)
    await client.fails('register', 403, { origin: FOREIGN, body: { username, password: PASSWORD, role: 'user' } })
    await client.fails('currentUser', 401)
    await client.ok('register', { body: { username, password: PASSWORD, role: 'user' } })
  })

  it('refuses a foreign Origin on a booking request with 403; nothing is booked', async () => {
    const before = (await bookingsOf(professional.client)).length
    const error = await user.client.fails('createBooking', 403, {
      origin: FOREIGN,
      body: bookingRequest(professional.professionalId),
    })
    expect(error.message).toBe(messages.crossOrigin)
    expect(await bookingsOf(professional.client)).toHaveLength(before)
  })

  it("refuses a foreign Origin on the professional's writes with 403; nothing changes", async () => {
    const params = { bookingId: booking.id }
    const before = await professional.client.ok('myProfile')
    await professional.client.fails('updateBookingStatus', 403, {
      origin: FOREIGN,
      params,
      body: { status: 'declined' },
    })
    await professional.client.fails('saveSessionNotes', 403, {
      origin: FOREIGN,
      params,
      body: { professionalNotes: 'Forged' },
    })
    await professional.client.fails('updateProfile', 403, { origin: FOREIGN, body: { bio: 'Forged bio' } })
    const stored = (await bookingsOf(professional.client)).find((item) => item.id === booking.id)
    expect(stored).toMatchObject({ status: 'pending', professionalNotes: null })
    expect(await professional.client.ok('myProfile')).toEqual(before)
  })

  it('refuses a foreign Origin on logout with 403; the session stays', async () => {
    await user.client.fails('logout', 403, { origin: FOREIGN })
    expect((await user.client.ok('currentUser')).username).toBe(user.username)
  })

  it('refuses Origin "null" and the same host on another port', async () => {
    const otherPort = new URL(target().baseUrl)
    otherPort.port = String(Number(otherPort.port || 80) + 1)
    for (const origin of ['null', otherPort.origin]) {
      const client = createClient()
      await client.fails('login', 403, { origin, body: { username: user.username, password: PASSWORD } })
      await client.fails('currentUser', 401)
    }
  })

  it('accepts writes without an Origin header, and reads from any origin', async () => {
    const client = createClient()
    await client.ok('login', { origin: null, body: { username: user.username, password: PASSWORD } })
    expect((await client.ok('currentUser', { origin: FOREIGN })).username).toBe(user.username)
    await client.ok('listProfessionals', { origin: FOREIGN })
  })
})
