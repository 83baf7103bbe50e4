import { beforeAll, describe, expect, it } from 'vitest'
import type { BookingCreated } from '../contract/schemas/bookings'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { bookingsOf, complete, requesters, setStatus } from './booking-requests'
import { createClient } from './client'
import { dayFromToday } from './dates'

describe('dashboard: booking lists and analytics', () => {
  let professional: ProfessionalAccount
  let user: Account
  let booked: Record<'today' | 'dayOne' | 'dayTwo' | 'dayThreeMorning' | 'dayThreeNoon', BookingCreated>

  beforeAll(async () => {
    ;[professional, user] = [await registerProfessional(), await registerUser()]
  }, 30_000)

  const ids = (bookings: { id: number }[]) => bookings.map((booking) => booking.id)
  const analytics = () => professional.client.ok('myAnalytics')
  const pendingIds = async () => ids(await bookingsOf(professional.client, { status: 'pending' }))
  const upcomingIds = async () => ids(await bookingsOf(professional.client, { upcoming: 'true' }))

  it('refuses the lists and counters to anonymous callers (401) and users (403)', async () => {
    await createClient().fails('myBookings', 401, { query: { status: 'pending' } })
    await user.client.fails('myBookings', 403, { query: { status: 'pending' } })
    await createClient().fails('myAnalytics', 401)
    await user.client.fails('myAnalytics', 403)
  })

  it('starts a new professional with empty lists and zero counters', async () => {
    expect(await analytics()).toEqual({ pendingCount: 0, confirmedCount: 0, upcomingCount: 0, completedLast30Days: 0 })
    expect(await bookingsOf(professional.client)).toEqual([])
  })

  it('lists new requests as pending, soonest first', async () => {
    // From two people: one may hold only three pending requests with one professional.
    const anyone = requesters()
    const at = (days: number, sessionTime: string) =>
      anyone.book(professional.professionalId, { sessionDate: dayFromToday(days), sessionTime })
    // Booked out of order: the lists must sort them by date, then time.
    const dayTwo = await at(2, '11:00')
    const dayThreeNoon = await at(3, '12:00')
    const today = await at(0, '23:59')
    const dayOne = await at(1, '10:00')
    booked = { today, dayOne, dayTwo, dayThreeMorning: await at(3, '08:00'), dayThreeNoon }
    const soonestFirst = ids([booked.today, booked.dayOne, booked.dayTwo, booked.dayThreeMorning, booked.dayThreeNoon])
    expect(await pendingIds()).toEqual(soonestFirst)
    expect(await upcomingIds()).toEqual(soonestFirst)
    expect(await analytics()).toEqual({ pendingCount: 5, confirmedCount: 0, upcomingCount: 0, completedLast30Days: 0 })
  })

  it('moves an accepted request from the pending list to confirmed, still upcoming', async () => {
    await setStatus(professional.client, booked.dayTwo.id, 'confirmed')
    expect(await pendingIds()).toEqual(ids([booked.today, booked.dayOne, booked.dayThreeMorning, booked.dayThreeNoon]))
    expect(await upcomingIds()).toEqual(
      ids([booked.today, booked.dayOne, booked.dayTwo, booked.dayThreeMorning, booked.dayThreeNoon]),
    )
    expect(await analytics()).toEqual({ pendingCount: 4, confirmedCount: 1, upcomingCount: 1, completedLast30Days: 0 })
  })

  it('drops a declined request from both lists', async () => {
    await setStatus(professional.client, booked.dayOne.id, 'declined')
    expect(await pendingIds()).toEqual(ids([booked.today, booked.dayThreeMorning, booked.dayThreeNoon]))
    expect(await upcomingIds()).toEqual(ids([booked.today, booked.dayTwo, booked.dayThreeMorning, booked.dayThreeNoon]))
    expect(ids(await bookingsOf(professional.client, { status: 'declined' }))).toEqual([booked.dayOne.id])
    expect(await analytics()).toEqual({ pendingCount: 3, confirmedCount: 1, upcomingCount: 1, completedLast30Days: 0 })
  })

  it('counts a session confirmed for today as upcoming', async () => {
    await setStatus(professional.client, booked.today.id, 'confirmed')
    expect(await analytics()).toEqual({ pendingCount: 2, confirmedCount: 2, upcomingCount: 2, completedLast30Days: 0 })
  })

  it('counts a completed session in the last 30 days and drops it from upcoming', async () => {
    await complete(professional.client, booked.dayTwo.id)
    expect(await upcomingIds()).toEqual(ids([booked.today, booked.dayThreeMorning, booked.dayThreeNoon]))
    expect(await analytics()).toEqual({ pendingCount: 2, confirmedCount: 1, upcomingCount: 1, completedLast30Days: 1 })
    const statuses = Object.fromEntries(
      (await bookingsOf(professional.client)).map((booking) => [booking.id, booking.status]),
    )
    expect(statuses).toEqual({
      [booked.today.id]: 'confirmed',
      [booked.dayOne.id]: 'declined',
      [booked.dayTwo.id]: 'completed',
      [booked.dayThreeMorning.id]: 'pending',
      [booked.dayThreeNoon.id]: 'pending',
    })
  })

  it.each([
    ['status', 'archived'],
    ['upcoming', 'yes'],
    ['sort', 'date'],
  ])('answers 400 for %s=%s', async (parameter, value) => {
    const error = await professional.client.fails('myBookings', 400, { query: { [parameter]: value } })
    expect(error.fieldErrors?.[parameter]).toBeDefined()
  })
})
