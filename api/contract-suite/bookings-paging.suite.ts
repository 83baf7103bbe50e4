import { beforeAll, describe, expect, it } from 'vitest'
import { BOOKINGS_MAX_PAGE_SIZE, BOOKINGS_PAGE_SIZE } from '../contract/bookings-paging'
import type { Booking } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type ProfessionalAccount } from './accounts'
import { book, setStatus } from './booking-requests'

describe("dashboard: the professional's bookings lists are paged", () => {
  const total = BOOKINGS_PAGE_SIZE + 3
  const stillPending = 2
  let professional: ProfessionalAccount

  // One person asks again each time the professional declines, so the pending limits are never reached.
  beforeAll(async () => {
    professional = await registerProfessional()
    const { client } = await registerUser()
    for (let i = 0; i < total; i++) {
      const booking = await book(client, professional.professionalId)
      if (i < total - stillPending) await setStatus(professional.client, booking.id, 'declined')
    }
  }, 60_000)

  async function page(query: Record<string, string>): Promise<{ bookings: Booking[]; total: number }> {
    const reply = await professional.client.call('myBookings', { query })
    expect(reply.status).toBe(200)
    return { bookings: reply.json as Booking[], total: Number(reply.headers.get('x-total-count')) }
  }
  const ids = (bookings: Booking[]) => bookings.map((booking) => booking.id)
  const soonestFirst = (a: Booking, b: Booking) =>
    a.sessionDate.localeCompare(b.sessionDate) || a.sessionTime.localeCompare(b.sessionTime) || a.id - b.id

  it(`answers the first ${BOOKINGS_PAGE_SIZE}, soonest first, with the count of all in X-Total-Count`, async () => {
    const first = await page({})
    expect(first.total).toBe(total)
    expect(first.bookings).toHaveLength(BOOKINGS_PAGE_SIZE)
    expect(first.bookings).toEqual([...first.bookings].sort(soonestFirst))
    const rest = await page({ offset: String(BOOKINGS_PAGE_SIZE) })
    expect(rest.total).toBe(total)
    expect(rest.bookings).toHaveLength(total - BOOKINGS_PAGE_SIZE)
  })

  it('gives the same order a page at a time, without gaps or repeats', async () => {
    const whole = [...(await page({})).bookings, ...(await page({ offset: String(BOOKINGS_PAGE_SIZE) })).bookings]
    const pages: Booking[] = []
    for (let offset = 0; offset < total; offset += 7) {
      const next = await page({ limit: '7', offset: String(offset) })
      expect(next.total).toBe(total)
      pages.push(...next.bookings)
    }
    expect(ids(pages)).toEqual(ids(whole))
    expect(new Set(ids(pages)).size).toBe(total)
  })

  it('counts what the filter keeps: the pending requests, a page of one at a time', async () => {
    const [one, two, three] = [
      await page({ status: 'pending', limit: '1' }),
      await page({ status: 'pending', limit: '1', offset: '1' }),
      await page({ status: 'pending', limit: '1', offset: '2' }),
    ]
    expect([one.total, two.total, three.total]).toEqual([stillPending, stillPending, stillPending])
    expect([one.bookings.length, two.bookings.length, three.bookings.length]).toEqual([1, 1, 0])
    expect(one.bookings[0]!.id).not.toBe(two.bookings[0]!.id)
    expect((await page({ upcoming: 'true', limit: String(BOOKINGS_MAX_PAGE_SIZE) })).total).toBe(stillPending)
  })

  it('answers an offset past the end with an empty page and the count', async () => {
    expect(await page({ offset: String(total) })).toEqual({ bookings: [], total })
  })

  it.each([
    ['limit', String(BOOKINGS_MAX_PAGE_SIZE + 1)],
    ['limit', '0'],
    ['limit', 'ten'],
    ['offset', '-1'],
    ['offset', '1.5'],
  ])('answers 400 for %s=%s, naming the field', async (field, value) => {
    const error = await professional.client.fails('myBookings', 400, { query: { [field]: value } })
    expect(error.fieldErrors?.[field]).toBeDefined()
  })
})
