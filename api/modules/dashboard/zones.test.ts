import { afterAll, beforeAll, expect, it } from 'vitest'
import type { User } from '../../contract/schemas/auth'
import { instantOf } from '../../contract/time'
import type { Professional } from '../../contract/schemas/professionals'
import { send, signUp, startTestServer, type TestServer } from '../../test/test-server'
import { analyticsCounters, bookingListing, matchesBookingFilter } from '../../domain/bookings/booking-filters'
import type { BookingStatus, Timezone } from '../../contract/schemas/bookings'
import { listBookings } from '../bookings/repo'
import { presentAnalytics } from './present'
import { countBookings } from './repo'

/**
 * "Today" is each booking's own zone's. At 22:30 UTC on 10 March it is already the 11th in Nairobi
 * (UTC+3) and Maputo (UTC+2) but still the 10th in Lagos (UTC+1).
 */
const now = new Date('2030-03-10T22:30:00Z')

let server: TestServer
let professionalId: number
const ids: Record<string, number> = {}

type Row = [name: string, zone: string, date: string, time: string, status: string, completedOn?: string]
const rows: Row[] = [
  ['lagosToday', 'Africa/Lagos', '2030-03-10', '09:00', 'confirmed'],
  ['nairobiYesterday', 'Africa/Nairobi', '2030-03-10', '23:00', 'confirmed'],
  ['maputoToday', 'Africa/Maputo', '2030-03-11', '08:00', 'pending'],
  ['nairobiToday', 'Africa/Nairobi', '2030-03-11', '08:00', 'confirmed'],
  // Any IANA zone: 04:00 on the 11th in Kolkata (UTC+5:30).
  ['kolkataToday', 'Asia/Kolkata', '2030-03-11', '09:00', 'confirmed'],
  ['lagosYesterday', 'Africa/Lagos', '2030-03-09', '10:00', 'pending'],
  ['declined', 'Africa/Nairobi', '2030-03-20', '10:00', 'declined'],
  // The 30-day window starts on 10 February in Nairobi and Maputo, on 9 February in Lagos.
  ['nairobiWindowStart', 'Africa/Nairobi', '2030-02-10', '10:00', 'completed', '2030-02-10'],
  ['lagosWindowStart', 'Africa/Lagos', '2030-02-09', '10:00', 'completed', '2030-02-09'],
  ['maputoBeforeWindow', 'Africa/Maputo', '2030-02-09', '11:00', 'completed', '2030-02-09'],
]

beforeAll(async () => {
  server = await startTestServer()
  const client = await signUp(server, 'user')
  const professional = await signUp(server, 'professional')
  const user = (await (await send(server, 'GET', '/api/user', { session: client })).json()) as User
  const profile = await send(server, 'GET', '/api/me/professional', { session: professional })
  professionalId = ((await profile.json()) as Professional).id
  const stamp = now.toISOString()
  for (const [name, timezone, sessionDate, sessionTime, status, completedOn] of rows) {
    const [row] = (await server.db('bookings').insert(
      {
        professional_id: professionalId,
        user_id: user.id,
        session_type: 'Chat',
        session_date: sessionDate,
        session_time: sessionTime,
        timezone,
        starts_at: instantOf(sessionDate, sessionTime, timezone).toISOString(),
        ends_at: new Date(+instantOf(sessionDate, sessionTime, timezone) + 3_600_000).toISOString(),
        status,
        completed_on: completedOn ?? null,
        created_at: stamp,
        updated_at: stamp,
      },
      ['id'],
    )) as { id: number }[]
    ids[name] = Number(row!.id)
  }
})

afterAll(async () => {
  await server?.close()
})

it('lists upcoming bookings by their own zone, soonest first', async () => {
  const page = { limit: 50, offset: 0 }
  const upcoming = await listBookings(
    server.db,
    professionalId,
    bookingListing({ upcoming: 'true', ...page }, now),
    page,
  )
  // Soonest first by instant: 08:00Z on the 10th, then 03:30Z, 05:00Z and 06:00Z on the 11th.
  expect(upcoming.rows.map((row) => Number(row.id))).toEqual([
    ids.lagosToday,
    ids.kolkataToday,
    ids.nairobiToday,
    ids.maputoToday,
  ])
  expect(upcoming.total).toBe(4)
  const pending = await listBookings(
    server.db,
    professionalId,
    bookingListing({ status: 'pending', ...page }, now),
    page,
  )
  expect(pending.rows.map((row) => Number(row.id))).toEqual([ids.lagosYesterday, ids.maputoToday])
})

it('counts by each booking zone', async () => {
  expect(presentAnalytics(await countBookings(server.db, professionalId, analyticsCounters(now)))).toEqual({
    pendingCount: 2,
    confirmedCount: 4,
    upcomingCount: 3,
    completedLast30Days: 2,
  })
  expect(presentAnalytics(await countBookings(server.db, professionalId + 1000, analyticsCounters(now)))).toEqual({
    pendingCount: 0,
    confirmedCount: 0,
    upcomingCount: 0,
    completedLast30Days: 0,
  })
})

it('gives the same bookings in SQL as the mocks do row by row', async () => {
  const page = { limit: 50, offset: 0 }
  const byRow = (filter: Parameters<typeof matchesBookingFilter>[1]) =>
    rows
      .filter(([, timezone, sessionDate, , status, completedOn]) =>
        matchesBookingFilter(
          {
            timezone: timezone as Timezone,
            sessionDate,
            status: status as BookingStatus,
            completedOn: completedOn ?? null,
          },
          filter,
        ),
      )
      .map(([name]) => ids[name])
  const queries = [{}, { status: 'past' }, { upcoming: 'true' }, { status: 'pending', upcoming: 'true' }] as const
  for (const query of queries) {
    const listing = bookingListing({ ...query, ...page }, now)
    const listed = await listBookings(server.db, professionalId, listing, page)
    expect(listed.rows.map((row) => Number(row.id)).sort()).toEqual(byRow(listing.filter).sort())
  }
  const counted = presentAnalytics(await countBookings(server.db, professionalId, analyticsCounters(now)))
  for (const [name, filter] of Object.entries(analyticsCounters(now))) {
    expect([name, counted[name as keyof typeof counted]]).toEqual([name, byRow(filter).length])
  }
})
