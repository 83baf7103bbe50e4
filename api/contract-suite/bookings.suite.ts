import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { format, messages } from '../contract/messages'
import { todayIn } from '../contract/time'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { book, bookingRequest, bookingsOf, requesters } from './booking-requests'
import { createClient } from './client'
import { dayFromToday, todayAroundNow } from './dates'

describe('bookings: requesting a session', () => {
  let professional: ProfessionalAccount
  let other: ProfessionalAccount
  let user: Account
  // Beyond a few requests, from several people: one alone would reach the pending-request limits.
  const anyone = requesters()

  beforeAll(async () => {
    ;[professional, other, user] = [await registerProfessional(), await registerProfessional(), await registerUser()]
  }, 30_000)

  it('creates a pending booking with 201, as asked, named after the user, without private notes', async () => {
    const body = {
      sessionDate: dayFromToday(3),
      sessionTime: '10:30',
      sessionType: 'Phone Call',
      notes: '  About sleep.  ',
    } as const
    const created = await book(user.client, professional.professionalId, body)
    expect(created).toMatchObject({
      ...body,
      notes: 'About sleep.',
      professionalId: professional.professionalId,
      clientName: user.username,
      timezone: 'Africa/Nairobi',
      startsAt: `${body.sessionDate}T10:30:00+03:00`,
      durationMinutes: 60,
      status: 'pending',
      reason: null,
      joinInstructions: null,
    })
    expect(created.updatedAt).toBe(created.createdAt)
    expect(created).not.toHaveProperty('professionalNotes')
    expect(created).not.toHaveProperty('clientPhone')
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(10 * 60_000)
    const listed = (await bookingsOf(professional.client)).find((booking) => booking.id === created.id)
    expect(listed).toEqual({ ...created, clientPhone: null, professionalNotes: null })
  })

  it('refuses anonymous callers (401) and professionals (403, with the spec message); nothing is created', async () => {
    const before = (await bookingsOf(professional.client)).length
    await createClient().fails('createBooking', 401, { body: bookingRequest(professional.professionalId) })
    const error = await other.client.fails('createBooking', 403, { body: bookingRequest(professional.professionalId) })
    expect(error.message).toBe(messages.professionalsCannotBook)
    expect(await bookingsOf(professional.client)).toHaveLength(before)
  })

  it.each([2_000_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER])(
    'answers 404 for professional id %i, which does not exist',
    async (id) => {
      const error = await user.client.fails('createBooking', 404, { body: bookingRequest(id) })
      expect(error.message).toBe(messages.professionalNotFound)
    },
  )

  it('refuses yesterday (in Africa/Nairobi) with the date named', async () => {
    const yesterday = bookingRequest(professional.professionalId, { sessionDate: dayFromToday(-1) })
    const error = await user.client.fails('createBooking', 400, { body: yesterday })
    expect(error.message).toBe(messages.dateInPast)
    expect(error.fieldErrors).toEqual({ sessionDate: messages.dateInPast })
  })

  it('refuses a date more than a year ahead (400 naming the date), and takes one a year ahead', async () => {
    const tooFar = format(messages.bookingTooFarAhead, { days: String(DEFAULT_LIMITS.bookingHorizonDays) })
    for (const sessionDate of ['9999-12-31', dayFromToday(DEFAULT_LIMITS.bookingHorizonDays + 1)]) {
      const error = await user.client.fails('createBooking', 400, {
        body: bookingRequest(professional.professionalId, { sessionDate }),
      })
      expect(error, sessionDate).toEqual({ message: tooFar, fieldErrors: { sessionDate: tooFar } })
    }
    const yearAhead = { sessionDate: dayFromToday(DEFAULT_LIMITS.bookingHorizonDays), sessionTime: '10:00' }
    await book((await registerUser()).client, professional.professionalId, yearAhead)
  })

  it("refuses a time of today that has passed, by instant in the booking's zone, and accepts a later one", async () => {
    const { zone, earlier, later } = todayAroundNow(5, 90)
    const error = await user.client.fails('createBooking', 400, {
      body: bookingRequest(professional.professionalId, { ...earlier, timezone: zone }),
    })
    expect(error.message).toBe(messages.timeInPast)
    expect(error.fieldErrors).toEqual({ sessionTime: messages.timeInPast })
    const created = await anyone.book(professional.professionalId, { ...later, timezone: zone })
    expect(created).toMatchObject({ ...later, timezone: zone })
    expect(created.sessionDate).toBe(todayIn(zone))
  })

  it.each([
    ['Africa/Lagos', '+01:00'],
    ['Asia/Kolkata', '+05:30'],
    ['America/Sao_Paulo', '-03:00'],
  ])('accepts any IANA zone (%s) and answers the start with its offset (%s)', async (zone, offset) => {
    const sessionDate = dayFromToday(5, zone)
    const created = await anyone.book(professional.professionalId, {
      sessionDate,
      sessionTime: '09:15',
      timezone: zone,
    })
    expect(created).toMatchObject({ sessionDate, sessionTime: '09:15', timezone: zone, durationMinutes: 60 })
    expect(created.startsAt).toBe(`${sessionDate}T09:15:00${offset}`)
  })

  it('refuses a time zone no clock knows (Mars/Base) with 400 and the spec message', async () => {
    const error = await user.client.fails('createBooking', 400, {
      body: bookingRequest(professional.professionalId, { timezone: 'Mars/Base' }),
    })
    expect(error.message).toBe(messages.timezoneInvalid)
    expect(error.fieldErrors).toEqual({ timezone: messages.timezoneInvalid })
  })

  it.each([
    ['no date', { sessionDate: undefined }, 'sessionDate', messages.dateRequired],
    ['an empty date', { sessionDate: '' }, 'sessionDate', messages.dateRequired],
    ['no time', { sessionTime: undefined }, 'sessionTime', messages.timeRequired],
    ['an empty time', { sessionTime: '' }, 'sessionTime', messages.timeRequired],
    ['no session type', { sessionType: undefined }, 'sessionType', messages.sessionTypeRequired],
    ['an unknown session type', { sessionType: 'Carrier Pigeon' }, 'sessionType', messages.sessionTypeRequired],
    ['February 30th', { sessionDate: '2031-02-30' }, 'sessionDate', messages.dateInvalid],
    ['a date without leading zeros', { sessionDate: '2031-2-3' }, 'sessionDate', messages.dateInvalid],
    ['24:00', { sessionTime: '24:00' }, 'sessionTime', messages.timeInvalid],
    ['a time without a leading zero', { sessionTime: '9:00' }, 'sessionTime', messages.timeInvalid],
  ])('refuses %s with 400 and the spec message', async (_, change, field, message) => {
    const error = await user.client.fails('createBooking', 400, {
      body: { ...bookingRequest(professional.professionalId), ...change },
    })
    expect(error.message).toBe(message)
    expect(error.fieldErrors).toEqual({ [field]: message })
  })

  it.each([
    ['a professional id in a string', { professionalId: '1' }, 'professionalId'],
    ['professional id 0', { professionalId: 0 }, 'professionalId'],
    ['notes over 2000 characters', { notes: 'n'.repeat(2001) }, 'notes'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const error = await user.client.fails('createBooking', 400, {
      body: { ...bookingRequest(professional.professionalId), ...change },
    })
    expect(error.message).toMatch(new RegExp(`^${field}: `))
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([field])
  })
})
