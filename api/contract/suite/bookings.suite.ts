import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../messages'
import { todayIn } from '../rules'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { book, bookingRequest, bookingsOf } from './booking-requests'
import { createClient } from './client'
import { dayFromToday } from './dates'

describe('bookings: requesting a session', () => {
  let professional: ProfessionalAccount
  let other: ProfessionalAccount
  let user: Account

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
      status: 'pending',
    })
    expect(created).not.toHaveProperty('professionalNotes')
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(10 * 60_000)
    const listed = (await bookingsOf(professional.client)).find((booking) => booking.id === created.id)
    expect(listed).toEqual({ ...created, professionalNotes: null })
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

  it('refuses yesterday (in Africa/Nairobi) and accepts today', async () => {
    const yesterday = bookingRequest(professional.professionalId, { sessionDate: dayFromToday(-1) })
    const error = await user.client.fails('createBooking', 400, { body: yesterday })
    expect(error.message).toBe(messages.dateInPast)
    expect(error.fieldErrors?.sessionDate).toBe(messages.dateInPast)
    const today = await book(user.client, professional.professionalId, { sessionDate: dayFromToday(0) })
    expect(today.sessionDate).toBe(dayFromToday(0))
  })

  it('keeps the booking time zone, and "today" is that zone\'s today', async () => {
    const lagosToday = todayIn('Africa/Lagos')
    const created = await book(user.client, professional.professionalId, {
      sessionDate: lagosToday,
      timezone: 'Africa/Lagos',
    })
    expect(created).toMatchObject({ sessionDate: lagosToday, timezone: 'Africa/Lagos' })
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
    ['an unsupported time zone', { timezone: 'Europe/London' }, 'timezone'],
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
