import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { todayIn, instantOf } from '../contract/time'
import type { HoursSummary } from '../contract/schemas/availability'
import { registerProfessional, registerUser, type ProfessionalAccount } from './accounts'
import { everyDay, type HoursInput } from './hours'
import { bookingRequest, requesters, setStatus } from './booking-requests'
import { createClient, type Client } from './client'
import { dayFromToday } from './dates'

const visitor = createClient()
const LAGOS = 'Africa/Lagos'

async function professionalWithHours(hours: HoursInput): Promise<ProfessionalAccount> {
  const professional = await registerProfessional()
  await professional.client.ok('setAvailability', { body: hours })
  return professional
}

async function slotsOf(professionalId: number, from: string, query: Record<string, string> = {}) {
  return visitor.ok('professionalSlots', { params: { professionalId }, query: { from, ...query } })
}

const timesOf = (answer: { slots: { sessionTime: string }[] }) => answer.slots.map((slot) => slot.sessionTime)

describe("the professional's public page", () => {
  it('shows the directory card, hours without days off or buffer, and the next free start', async () => {
    const hours = everyDay('09:00', '17:00', { daysOff: [dayFromToday(3)] })
    const professional = await professionalWithHours(hours)
    const page = await visitor.ok('professionalPage', { params: { professionalId: professional.professionalId } })
    const [card] = await visitor.ok('listProfessionals', { query: { q: professional.username } })
    const summary: HoursSummary = {
      timezone: hours.timezone,
      sessionMinutes: hours.sessionMinutes,
      cancellationNoticeHours: hours.cancellationNoticeHours,
      weekly: hours.weekly,
    }
    expect(page).toEqual({ ...card, hours: summary, nextFreeSlot: expect.any(String) })
    const { slots } = await slotsOf(professional.professionalId, todayIn(hours.timezone), { days: '2' })
    expect(Date.parse(page.nextFreeSlot!)).toBe(Date.parse(slots[0]!.startsAt))
  })

  it('has null hours and no next free start until the professional sets hours', async () => {
    const professional = await registerProfessional()
    const page = await visitor.ok('professionalPage', { params: { professionalId: professional.professionalId } })
    expect(page).toMatchObject({ id: professional.professionalId, hours: null, nextFreeSlot: null })
  })

  it.each(['999999999', '2147483648', 'abc', '0'])('answers 404 for professional id %s', async (professionalId) => {
    const page = await visitor.fails('professionalPage', 404, { params: { professionalId } })
    expect(page.message).toBe(messages.professionalNotFound)
    const slots = await visitor.fails('professionalSlots', 404, {
      params: { professionalId },
      query: { from: dayFromToday(1) },
    })
    expect(slots.message).toBe(messages.professionalNotFound)
  })
})

describe('free slots', () => {
  let morning: ProfessionalAccount

  beforeAll(async () => {
    morning = await professionalWithHours(everyDay('09:00', '12:00'))
  }, 30_000)

  it('answers hoursSet false and no slots for a professional without hours', async () => {
    const professional = await registerProfessional()
    expect(await slotsOf(professional.professionalId, dayFromToday(1), { timezone: LAGOS })).toEqual({
      hoursSet: false,
      timezone: LAGOS,
      durationMinutes: 60,
      slots: [],
    })
  })

  it('lists the starts of each day in Africa/Nairobi unless told, with the session length', async () => {
    const day = dayFromToday(2)
    const answer = await slotsOf(morning.professionalId, day)
    expect(answer).toEqual({
      hoursSet: true,
      timezone: 'Africa/Nairobi',
      durationMinutes: 50,
      slots: ['09:00', '10:00', '11:00'].map((time) => ({
        startsAt: `${day}T${time}:00+03:00`,
        sessionDate: day,
        sessionTime: time,
      })),
    })
    const twoDays = await slotsOf(morning.professionalId, day, { days: '2' })
    expect(twoDays.slots.map((slot) => slot.sessionDate)).toEqual([day, day, day, ...Array(3).fill(dayFromToday(3))])
  })

  it("shows a Lagos viewer a Nairobi professional's 10:00 EAT as 08:00 WAT, the same instant", async () => {
    const day = dayFromToday(2)
    const lagos = await slotsOf(morning.professionalId, day, { timezone: LAGOS })
    expect(lagos.timezone).toBe(LAGOS)
    expect(timesOf(lagos)).toEqual(['07:00', '08:00', '09:00'])
    expect(lagos.slots[1]).toEqual({ startsAt: `${day}T08:00:00+01:00`, sessionDate: day, sessionTime: '08:00' })
    expect(Date.parse(lagos.slots[1]!.startsAt)).toBe(+instantOf(day, '10:00', 'Africa/Nairobi'))
  })

  it("files a start under the viewer's own date: Nairobi's 00:30 is the evening before in Lagos", async () => {
    const night = await professionalWithHours(everyDay('00:30', '01:30'))
    const [day, next] = [dayFromToday(2), dayFromToday(3)]
    expect((await slotsOf(night.professionalId, day, { timezone: LAGOS })).slots).toEqual([
      { startsAt: `${day}T22:30:00+01:00`, sessionDate: day, sessionTime: '22:30' },
    ])
    expect(Date.parse((await slotsOf(night.professionalId, next)).slots[0]!.startsAt)).toBe(
      Date.parse(`${day}T22:30:00+01:00`),
    )
  })

  it("leaves out the professional's days off", async () => {
    const [off, open] = [dayFromToday(4), dayFromToday(5)]
    const professional = await professionalWithHours(everyDay('09:00', '12:00', { daysOff: [off] }))
    expect(timesOf(await slotsOf(professional.professionalId, off))).toEqual([])
    expect(timesOf(await slotsOf(professional.professionalId, open))).toEqual(['09:00', '10:00', '11:00'])
  })

  it('leaves out starts already past', async () => {
    const professional = await professionalWithHours(
      everyDay('00:00', '23:59', { sessionMinutes: 30, bufferMinutes: 0 }),
    )
    const today = todayIn('Africa/Nairobi')
    const now = Date.now()
    const answer = await slotsOf(professional.professionalId, today)
    const halfHour = (i: number) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`
    const starts = Array.from({ length: 47 }, (_, i) => +instantOf(today, halfHour(i), 'Africa/Nairobi'))
    const future = starts.filter((start) => start > now)
    // A start may pass between the clock read here and the server's.
    expect(future.length - answer.slots.length).toBeLessThanOrEqual(1)
    expect(answer.slots.every((slot) => Date.parse(slot.startsAt) > now)).toBe(true)
    expect((await slotsOf(professional.professionalId, dayFromToday(1))).slots).toHaveLength(47)
  })

  it('keeps the buffer free around a confirmed session, and ignores pending ones', async () => {
    const professional = await professionalWithHours(everyDay('09:00', '13:00'))
    const day = dayFromToday(6)
    const anyone = requesters()
    const pending = await anyone.book(professional.professionalId, { sessionDate: day, sessionTime: '10:00' })
    expect(timesOf(await slotsOf(professional.professionalId, day))).toEqual(['09:00', '10:00', '11:00', '12:00'])
    await setStatus(professional.client, pending.id, 'confirmed')
    // Held 10:00-10:50 with 10 minutes either side: 09:00 ends 09:50, 11:00 starts at 11:00.
    expect(timesOf(await slotsOf(professional.professionalId, day))).toEqual(['09:00', '11:00', '12:00'])
    // New hours do not change the session already held: 09:00 now ends 09:45, 15 minutes before
    // it; 11:00 would start 10 minutes after it.
    const longerBuffer = everyDay('09:00', '13:00', { sessionMinutes: 45, bufferMinutes: 15 })
    await professional.client.ok('setAvailability', { body: longerBuffer })
    expect(timesOf(await slotsOf(professional.professionalId, day))).toEqual(['09:00', '12:00'])
  })

  it.each([
    ['a date that is no date', { from: '2031-02-30' }],
    ['no date', {}],
    ['0 days', { from: '2031-02-03', days: '0' }],
    ['15 days', { from: '2031-02-03', days: '15' }],
    ['an unknown zone', { from: '2031-02-03', timezone: 'Mars/Olympus' }],
    ['an unknown field', { from: '2031-02-03', limit: '3' }],
  ])('answers 400 to %s', async (_, query: Record<string, string>) => {
    await visitor.fails('professionalSlots', 400, { params: { professionalId: morning.professionalId }, query })
  })
})

describe('booking once the professional has hours', () => {
  let professional: ProfessionalAccount
  let client: Client

  beforeAll(async () => {
    professional = await professionalWithHours(everyDay('09:00', '12:00', { daysOff: [dayFromToday(8)] }))
    client = (await registerUser()).client
  }, 30_000)

  const request = (sessionDate: string, sessionTime: string, timezone?: string) =>
    bookingRequest(professional.professionalId, { sessionDate, sessionTime, ...(timezone ? { timezone } : {}) })

  it.each([
    ['between two starts', dayFromToday(7), '10:30'],
    ['before the opening', dayFromToday(7), '08:00'],
    ['on a day off', dayFromToday(8), '10:00'],
    ['Lagos 10:00, which is 12:00 in Nairobi', dayFromToday(7), '10:00', LAGOS],
  ])('refuses a start %s with 409, booking nothing', async (_, date, time, zone?: string) => {
    const before = (await professional.client.ok('myBookings')).length
    const error = await client.fails('createBooking', 409, { body: request(date, time, zone) })
    expect(error.message).toBe(messages.outsideHours)
    expect(await professional.client.ok('myBookings')).toHaveLength(before)
  })

  it('takes a free start, in the zone the person reads it in', async () => {
    const day = dayFromToday(7)
    const nairobi = await client.ok('createBooking', { body: request(day, '10:00') })
    expect(nairobi).toMatchObject({ sessionDate: day, sessionTime: '10:00', status: 'pending' })
    const lagos = await client.ok('createBooking', { body: request(day, '09:00', LAGOS) })
    expect(lagos).toMatchObject({ sessionDate: day, sessionTime: '09:00', timezone: LAGOS })
  })

  it('refuses a start a confirmed session now holds', async () => {
    const day = dayFromToday(9)
    const first = await client.ok('createBooking', { body: request(day, '11:00') })
    await setStatus(professional.client, first.id, 'confirmed')
    const error = await (await registerUser()).client.fails('createBooking', 409, { body: request(day, '11:00') })
    expect(error.message).toBe(messages.outsideHours)
  })

  it('takes any date and time from a professional without hours', async () => {
    const free = await registerProfessional()
    const booking = await client.ok('createBooking', {
      body: bookingRequest(free.professionalId, { sessionDate: dayFromToday(7), sessionTime: '03:17' }),
    })
    expect(booking).toMatchObject({ sessionTime: '03:17', status: 'pending' })
  })
})
