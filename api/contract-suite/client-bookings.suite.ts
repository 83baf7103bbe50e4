import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { format, messages } from '../contract/messages'
import type { BookingCreated, ClientBooking } from '../contract/schemas/bookings'
import { wallClockIn } from '../contract/time'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { book, setStatus } from './booking-requests'
import { createClient } from './client'
import { dayFromToday } from './dates'

const JOIN = 'https://meet.example/room-42'

describe('my sessions: the person reads their own bookings', () => {
  let professional: ProfessionalAccount
  let user: Account
  let made: BookingCreated[]

  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional('Psychiatrist'), await registerUser()]
    await professional.client.ok('updateProfile', { body: { fullName: 'Dr. Amina Otieno' } })
    made = []
    for (const notes of ['First request', 'Second request', 'Third request']) {
      made.push(await book(user.client, professional.professionalId, { notes }))
    }
    await professional.client.ok('saveSessionNotes', {
      params: { bookingId: made[0]!.id },
      body: { professionalNotes: 'Private: never for the client' },
    })
  }, 30_000)

  const page = async (query: Record<string, string> = {}) => {
    const reply = await user.client.call('myClientBookings', { query })
    expect(reply.status).toBe(200)
    return { bookings: reply.json as ClientBooking[], total: Number(reply.headers.get('x-total-count')) }
  }

  it('answers them soonest first, paged, with the count of all in X-Total-Count', async () => {
    // Each request was for a later hour than the one before (freshSlot): all still to come.
    const soonestFirst = made.map((booking) => booking.id)
    const all = await page()
    expect(all.bookings.map((booking) => booking.id)).toEqual(soonestFirst)
    expect(all.total).toBe(3)
    const first = await page({ limit: '2' })
    expect(first.bookings.map((booking) => booking.id)).toEqual(soonestFirst.slice(0, 2))
    expect(first.total).toBe(3)
    const rest = await page({ limit: '2', offset: '2' })
    expect(rest.bookings.map((booking) => booking.id)).toEqual(soonestFirst.slice(2))
  })

  it("shows the professional's card, the person's own note and the time, never the professional's notes", async () => {
    const oldest = (await page()).bookings.find((booking) => booking.id === made[0]!.id)
    expect(oldest).toMatchObject({
      id: made[0]!.id,
      status: 'pending',
      professional: { id: professional.professionalId, fullName: 'Dr. Amina Otieno', title: 'Psychiatrist' },
      notes: 'First request',
      sessionDate: made[0]!.sessionDate,
      sessionTime: made[0]!.sessionTime,
      timezone: made[0]!.timezone,
      startsAt: made[0]!.startsAt,
      durationMinutes: made[0]!.durationMinutes,
      reason: null,
      joinInstructions: null,
      cancelUntil: null,
    })
    expect(JSON.stringify(await page())).not.toContain('Private: never for the client')
  })

  it('shows the joining instructions only once the professional has accepted', async () => {
    const accepted = made[1]!
    const before = (await page()).bookings.find((booking) => booking.id === accepted.id)
    expect(before?.joinInstructions).toBeNull()
    await professional.client.ok('updateBookingStatus', {
      params: { bookingId: accepted.id },
      body: { status: 'confirmed', joinInstructions: JOIN },
    })
    const after = (await page()).bookings.find((booking) => booking.id === accepted.id)
    expect(after).toMatchObject({ status: 'confirmed', joinInstructions: JOIN })
    // No hours set: the notice is 0 hours, so the person may cancel until the start.
    expect(after?.cancelUntil).toBe(after?.startsAt)
  })

  it('shows the reason a request was declined', async () => {
    const declined = made[2]!
    await professional.client.ok('updateBookingStatus', {
      params: { bookingId: declined.id },
      body: { status: 'declined', reason: 'I am away that week' },
    })
    const shown = (await page()).bookings.find((booking) => booking.id === declined.id)
    expect(shown).toMatchObject({ status: 'declined', reason: 'I am away that week', cancelUntil: null })
  })

  it("answers an empty list to someone who has asked for nothing, and nobody else's bookings", async () => {
    const other = await registerUser()
    expect((await other.client.ok('myClientBookings')).length).toBe(0)
  })

  it('refuses anonymous callers (401) and professionals (403), and a bad page (400)', async () => {
    expect((await createClient().fails('myClientBookings', 401)).message).toBe(messages.notSignedIn)
    expect((await professional.client.fails('myClientBookings', 403)).message).toBe(messages.professionalsCannotBook)
    await user.client.fails('myClientBookings', 400, { query: { limit: '0' } })
    await user.client.fails('myClientBookings', 400, { query: { status: 'pending' } })
  })
})

describe('my sessions: the person cancels', () => {
  let professional: ProfessionalAccount
  // Each test asks as someone new, so no one reaches a pending-request limit.
  let user: Account

  beforeAll(async () => {
    professional = await registerProfessional()
  }, 30_000)
  beforeEach(async () => {
    user = await registerUser()
  })

  const cancel = (bookingId: number, body: { status: 'cancelled'; reason?: string } = { status: 'cancelled' }) => ({
    params: { bookingId },
    body,
  })
  const professionalView = async (bookingId: number) =>
    (await professional.client.ok('myBookings')).find((booking) => booking.id === bookingId)

  it('cancels a pending request at any time, keeping the reason for the professional to read', async () => {
    const booking = await book(user.client, professional.professionalId)
    const cancelled = await user.client.ok(
      'cancelMyBooking',
      cancel(booking.id, { status: 'cancelled', reason: 'Feeling better' }),
    )
    expect(cancelled).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      reason: 'Feeling better',
      cancelUntil: null,
    })
    expect(await professionalView(booking.id)).toMatchObject({ status: 'cancelled', reason: 'Feeling better' })
  })

  it('cancels a confirmed session before the deadline; the professional sees it cancelled', async () => {
    const booking = await book(user.client, professional.professionalId)
    await setStatus(professional.client, booking.id, 'confirmed')
    const cancelled = await user.client.ok('cancelMyBooking', cancel(booking.id))
    expect(cancelled).toMatchObject({ status: 'cancelled', reason: null })
    expect((await professionalView(booking.id))?.status).toBe('cancelled')
  })

  it.each(['declined', 'cancelled'] as const)('refuses to cancel a %s booking (409), changing nothing', async (to) => {
    const booking = await book(user.client, professional.professionalId)
    if (to === 'declined') await setStatus(professional.client, booking.id, 'declined')
    else await user.client.ok('cancelMyBooking', cancel(booking.id))
    const error = await user.client.fails(
      'cancelMyBooking',
      409,
      cancel(booking.id, { status: 'cancelled', reason: 'x' }),
    )
    expect(error.message).toBe(format(messages.illegalTransition, { from: to, to: 'cancelled' }))
    expect(await professionalView(booking.id)).toMatchObject({ status: to })
  })

  it("answers 404 for another person's booking and an unknown one, changing nothing", async () => {
    const booking = await book(user.client, professional.professionalId)
    const stranger = await registerUser()
    expect((await stranger.client.fails('cancelMyBooking', 404, cancel(booking.id))).message).toBe(
      messages.bookingNotFound,
    )
    await user.client.fails('cancelMyBooking', 404, cancel(2_000_000_000))
    await user.client.fails('cancelMyBooking', 404, cancel(0))
    expect((await professionalView(booking.id))?.status).toBe('pending')
  })

  it('refuses anonymous callers (401), professionals (403), any status but cancelled (400), a foreign origin (403)', async () => {
    const booking = await book(user.client, professional.professionalId)
    await createClient().fails('cancelMyBooking', 401, cancel(booking.id))
    await professional.client.fails('cancelMyBooking', 403, cancel(booking.id))
    await user.client.fails('cancelMyBooking', 400, {
      params: { bookingId: booking.id },
      body: { status: 'confirmed' },
    })
    const foreign = await user.client.fails('cancelMyBooking', 403, {
      ...cancel(booking.id),
      origin: 'https://evil.example',
    })
    expect(foreign.message).toBe(messages.crossOrigin)
    expect((await professionalView(booking.id))?.status).toBe('pending')
  })

  it('delivers a cancel sent twice by the outbox once: the replay answers as the first', async () => {
    const booking = await book(user.client, professional.professionalId)
    const options = {
      ...cancel(booking.id, { status: 'cancelled', reason: 'Offline' }),
      headers: { 'Idempotency-Key': `cancel-${booking.id}-key` },
    }
    const first = await user.client.ok('cancelMyBooking', options)
    const replay = await user.client.ok('cancelMyBooking', options)
    expect(replay).toEqual(first)
    const reused = await user.client.fails('cancelMyBooking', 422, { ...options, body: { status: 'cancelled' } })
    expect(reused.message).toBe(messages.idempotencyKeyReused)
  })
})

describe("my sessions: the professional's cancellation notice", () => {
  let professional: ProfessionalAccount
  let user: Account
  let soon: BookingCreated
  let later: BookingCreated

  // Booked and accepted before the professional sets hours, so the weekly openings do not matter.
  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
    // Tomorrow in Lagos: less than 72 hours ahead.
    soon = await book(user.client, professional.professionalId, {
      sessionDate: dayFromToday(1, 'Africa/Lagos'),
      sessionTime: '11:30',
      timezone: 'Africa/Lagos',
    })
    later = await book(user.client, professional.professionalId, {
      sessionDate: dayFromToday(10),
      sessionTime: '10:00',
      timezone: 'Africa/Nairobi',
    })
    for (const booking of [soon, later]) await setStatus(professional.client, booking.id, 'confirmed')
    await professional.client.ok('setAvailability', {
      body: {
        timezone: 'Africa/Nairobi',
        sessionMinutes: 60,
        bufferMinutes: 0,
        cancellationNoticeHours: 72,
        weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
        daysOff: [],
      },
    })
  }, 30_000)

  const shown = async (bookingId: number) =>
    (await user.client.ok('myClientBookings')).find((item) => item.id === bookingId)

  it('refuses to cancel a confirmed session inside the notice (409 naming the deadline), changing nothing', async () => {
    const deadline = new Date(Date.parse(soon.startsAt) - 72 * 60 * 60 * 1000)
    const { sessionDate, sessionTime } = wallClockIn(deadline, 'Africa/Lagos')
    const error = await user.client.fails('cancelMyBooking', 409, {
      params: { bookingId: soon.id },
      body: { status: 'cancelled' },
    })
    expect(error.message).toBe(format(messages.cancelTooLate, { deadline: `${sessionDate} ${sessionTime} WAT` }))
    expect(await shown(soon.id)).toMatchObject({ status: 'confirmed', cancelUntil: null })
  })

  it('names the deadline in cancelUntil while it is ahead, in the booking zone, and cancels until then', async () => {
    expect((await shown(later.id))?.cancelUntil).toBe(`${dayFromToday(7)}T10:00:00+03:00`)
    const cancelled = await user.client.ok('cancelMyBooking', {
      params: { bookingId: later.id },
      body: { status: 'cancelled' },
    })
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelUntil: null })
  })
})
