import { beforeAll, describe, expect, it } from 'vitest'
import { format, messages } from '../contract/messages'
import type { Booking } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type ProfessionalAccount } from './accounts'
import { bookingsOf, complete, requesters, setStatus } from './booking-requests'
import { createClient } from './client'
import { dayFromToday } from './dates'
import { target } from './target'

describe('bookings: when a session may be completed', () => {
  let professional: ProfessionalAccount
  const anyone = requesters()

  beforeAll(async () => {
    professional = await registerProfessional()
  }, 30_000)

  it.each([
    ['Africa/Nairobi', 'EAT'],
    ['Africa/Lagos', 'WAT'],
  ])('refuses to complete a session in %s before its start (409 naming the start in %s)', async (zone, name) => {
    const sessionDate = dayFromToday(2, zone)
    const booking = await anyone.book(professional.professionalId, {
      sessionDate,
      sessionTime: '07:45',
      timezone: zone,
    })
    await setStatus(professional.client, booking.id, 'confirmed')
    const error = await professional.client.fails('updateBookingStatus', 409, {
      params: { bookingId: booking.id },
      body: { status: 'completed' },
    })
    expect(error.message).toBe(format(messages.notStartedYet, { startsAt: `${sessionDate} 07:45 ${name}` }))
    expect((await bookingsOf(professional.client)).find(({ id }) => id === booking.id)?.status).toBe('confirmed')
  })

  it('completes a session from its start on', async () => {
    const booking = await anyone.book(professional.professionalId)
    await setStatus(professional.client, booking.id, 'confirmed')
    await target().moveBookingStart(booking.id, new Date(Date.now() - 60_000))
    expect((await setStatus(professional.client, booking.id, 'completed')).status).toBe('completed')
  })
})

describe('bookings: held sessions never overlap, whatever their zones', () => {
  let professional: ProfessionalAccount
  let other: ProfessionalAccount
  const anyone = requesters()

  beforeAll(async () => {
    ;[professional, other] = [await registerProfessional(), await registerProfessional()]
  }, 30_000)

  it('refuses 08:30 in Lagos (10:30 EAT) while 10:00 in Nairobi is confirmed; 09:00 in Lagos (11:00 EAT) fits', async () => {
    const day = dayFromToday(20)
    const nairobi = await anyone.book(professional.professionalId, { sessionDate: day, sessionTime: '10:00' })
    const overlapping = { sessionDate: day, sessionTime: '08:30', timezone: 'Africa/Lagos' }
    const lagos = await anyone.book(professional.professionalId, overlapping)
    const adjoining = await anyone.book(professional.professionalId, { ...overlapping, sessionTime: '09:00' })
    const elsewhere = await anyone.book(other.professionalId, overlapping)
    const again = await anyone.book(professional.professionalId, { sessionDate: day, sessionTime: '10:00' })
    await setStatus(professional.client, nairobi.id, 'confirmed')
    const error = await professional.client.fails('updateBookingStatus', 409, {
      params: { bookingId: lagos.id },
      body: { status: 'confirmed' },
    })
    expect(error.message).toBe(messages.slotTaken)
    expect((await setStatus(professional.client, adjoining.id, 'confirmed')).startsAt).toBe(`${day}T09:00:00+01:00`)
    expect((await setStatus(other.client, elsewhere.id, 'confirmed')).status).toBe('confirmed')
    // Once the confirmed session is cancelled, its time is free again.
    await setStatus(professional.client, nairobi.id, 'cancelled')
    expect((await setStatus(professional.client, again.id, 'confirmed')).status).toBe('confirmed')
  })
})

describe('bookings: reasons and joining instructions', () => {
  let professional: ProfessionalAccount
  const anyone = requesters()

  beforeAll(async () => {
    professional = await registerProfessional()
  }, 30_000)

  const listed = async (bookingId: number) => (await bookingsOf(professional.client)).find(({ id }) => id === bookingId)

  it('keeps the reason of a decline and of a cancel, trimmed; none when not given', async () => {
    const [declined, silent, cancelled] = [
      await anyone.book(professional.professionalId),
      await anyone.book(professional.professionalId),
      await anyone.book(professional.professionalId),
    ]
    const answer = await setStatus(professional.client, declined.id, 'declined', {
      reason: '  Fully booked this week ',
    })
    expect(answer.reason).toBe('Fully booked this week')
    expect((await listed(declined.id))?.reason).toBe('Fully booked this week')
    expect((await setStatus(professional.client, silent.id, 'declined')).reason).toBeNull()
    await setStatus(professional.client, cancelled.id, 'confirmed', { joinInstructions: 'Room 4' })
    const off = await setStatus(professional.client, cancelled.id, 'cancelled', { reason: 'I am unwell' })
    expect(off).toMatchObject({ status: 'cancelled', reason: 'I am unwell', joinInstructions: 'Room 4' })
  })

  it("tells how to join on accept: the accept's own instructions, else the profile's default", async () => {
    const [own, byDefault, beforeDefault] = [
      await anyone.book(professional.professionalId),
      await anyone.book(professional.professionalId),
      await anyone.book(professional.professionalId),
    ]
    expect((await setStatus(professional.client, beforeDefault.id, 'confirmed')).joinInstructions).toBeNull()
    const link = 'https://meet.example/amina'
    const profile = await professional.client.ok('updateProfile', { body: { defaultJoinInstructions: ` ${link} ` } })
    expect(profile.defaultJoinInstructions).toBe(link)
    expect((await professional.client.ok('myProfile')).defaultJoinInstructions).toBe(link)
    const given = await setStatus(professional.client, own.id, 'confirmed', { joinInstructions: 'Call +254700000000' })
    expect(given.joinInstructions).toBe('Call +254700000000')
    expect((await setStatus(professional.client, byDefault.id, 'confirmed')).joinInstructions).toBe(link)
    expect((await listed(byDefault.id))?.joinInstructions).toBe(link)
    const cleared = await professional.client.ok('updateProfile', { body: { defaultJoinInstructions: null } })
    expect(cleared.defaultJoinInstructions).toBeNull()
  })

  it.each([
    ['a reason over 500 characters', { status: 'declined', reason: 'r'.repeat(501) }, 'reason'],
    [
      'joining instructions over 500 characters',
      { status: 'confirmed', joinInstructions: 'j'.repeat(501) },
      'joinInstructions',
    ],
    ['a reason with an accept', { status: 'confirmed', reason: 'Welcome' }, 'reason'],
    ['joining instructions with a decline', { status: 'declined', joinInstructions: 'Room 4' }, 'joinInstructions'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_, body, field) => {
    const booking = await anyone.book(professional.professionalId)
    const error = await professional.client.fails('updateBookingStatus', 400, {
      params: { bookingId: booking.id },
      body,
    })
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([field])
    expect((await listed(booking.id))?.status).toBe('pending')
  })
})

describe("bookings: the professional's past sessions", () => {
  let professional: ProfessionalAccount
  const anyone = requesters()
  // The past sessions, newest first.
  let pastIds: number[]

  beforeAll(async () => {
    professional = await registerProfessional()
    const at = (days: number) => anyone.book(professional.professionalId, { sessionDate: dayFromToday(days) })
    const [completed, declined, cancelled, pending, confirmed] = [
      await at(9),
      await at(3),
      await at(6),
      await at(1),
      await at(2),
    ]
    await setStatus(professional.client, completed.id, 'confirmed')
    await complete(professional.client, completed.id)
    await setStatus(professional.client, declined.id, 'declined')
    await setStatus(professional.client, cancelled.id, 'confirmed')
    await setStatus(professional.client, cancelled.id, 'cancelled')
    await setStatus(professional.client, confirmed.id, 'confirmed')
    pastIds = [cancelled.id, declined.id, completed.id]
    expect(pending.status).toBe('pending')
  }, 30_000)

  it('lists completed, declined and cancelled sessions, newest first, counted in X-Total-Count', async () => {
    const reply = await professional.client.call('myBookings', { query: { status: 'past' } })
    expect(reply.status).toBe(200)
    const listed = reply.json as Booking[]
    expect(listed.map((booking) => [booking.id, booking.status])).toEqual([
      [pastIds[0], 'cancelled'],
      [pastIds[1], 'declined'],
      [pastIds[2], 'completed'],
    ])
    expect(reply.headers.get('x-total-count')).toBe('3')
    const second = await professional.client.call('myBookings', { query: { status: 'past', limit: '1', offset: '1' } })
    expect((second.json as Booking[]).map(({ id }) => id)).toEqual([pastIds[1]])
    expect(second.headers.get('x-total-count')).toBe('3')
  })

  it('keeps notes of a past session readable and editable', async () => {
    const completedId = pastIds[2]!
    const saved = await professional.client.ok('saveSessionNotes', {
      params: { bookingId: completedId },
      body: { professionalNotes: 'Went well.' },
    })
    expect(saved.professionalNotes).toBe('Went well.')
    const listed = await bookingsOf(professional.client, { status: 'past' })
    expect(listed.find(({ id }) => id === completedId)?.professionalNotes).toBe('Went well.')
  })

  it('refuses the past sessions to anonymous callers (401) and users (403)', async () => {
    await createClient().fails('myBookings', 401, { query: { status: 'past' } })
    await (await registerUser()).client.fails('myBookings', 403, { query: { status: 'past' } })
  })
})
