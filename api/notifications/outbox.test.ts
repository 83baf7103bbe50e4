import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_SMS_WEBHOOK_SECRET } from '../fixtures/demo'
import { wallClockIn } from '../contract/time'
import { requestWindow } from '../domain/notifications/outbox'
import { startTestServer, type TestServer } from '../test/test-server'
import { claimDue } from './claim'
import {
  book,
  moveStart,
  party,
  pass,
  professionalIdOf,
  reachable,
  sentLines,
  setStatus,
  smsRows,
  type Party,
} from './outbox-fixture'

let server: TestServer
let professional: Party
let professionalId: number

beforeAll(async () => {
  server = await startTestServer({ PENDING_REQUESTS_PER_USER: '40', PENDING_REQUESTS_PER_PROFESSIONAL: '40' })
  professional = await party(server, 'professional')
  professionalId = await professionalIdOf(server, professional)
})

afterAll(async () => {
  await server?.close()
})

const HOUR = 3_600_000
const linesTo = (phone: string) => sentLines(server).filter((line) => line.to === phone)

/** Quiet hours around the present moment in the zone, so the test holds whenever it runs. */
function quietAroundNow(zone: string) {
  const at = (instant: number) => wallClockIn(new Date(instant), zone).sessionTime
  return { start: at(Date.now() - HOUR), end: at(Date.now() + HOUR) }
}

describe('the notification outbox', () => {
  it('writes one SMS row on an accept and sends it in the person’s language, with the time in their zone', async () => {
    const client = await party(server, 'user')
    const phone = await reachable(server, client, { language: 'sw', timezone: 'Africa/Lagos' })
    const bookingId = await book(server, client, professionalId)
    await setStatus(server, professional, bookingId, 'confirmed')
    const rows = await smsRows(server, { user_id: client.id, event: 'accepted' })
    expect(rows).toHaveLength(1)
    const app = await server.db('notifications').where({ user_id: client.id, channel: 'app', event: 'accepted' })
    expect(app).toMatchObject([{ state: 'sent', booking_id: bookingId }])

    await pass(server)
    await pass(server)
    const lines = linesTo(phone)
    expect(lines).toHaveLength(1)
    const booking = (await server.db('bookings').where({ id: bookingId }).first('starts_at')) as { starts_at: string }
    const lagos = wallClockIn(new Date(booking.starts_at), 'Africa/Lagos').sessionTime
    expect(lines[0]).toMatchObject({ event: 'accepted', bookingId })
    expect(lines[0]!.text).toMatch(
      /^Wellness Africa: miadi yako ya .+ imethibitishwa\. Maelezo: https:\/\/wellness\.example\/my-sessions$/,
    )
    expect(lines[0]!.text).toContain(`saa ${lagos} WAT`)
    expect(lines[0]!.text).not.toMatch(/Clinical|Psycholog|Grief/i)
    expect(await smsRows(server, { user_id: client.id, event: 'accepted' })).toMatchObject([{ state: 'sent' }])
  })

  it('reminds once, 24 hours and 1 hour before, from the start as it is when the worker looks', async () => {
    const client = await party(server, 'user')
    // Quiet now: reminders are not held.
    const phone = await reachable(server, client, { quiet: quietAroundNow('Africa/Nairobi') })
    const bookingId = await book(server, client, professionalId, 6)
    await setStatus(server, professional, bookingId, 'confirmed')
    await pass(server)
    expect(linesTo(phone).map((line) => line.event)).toEqual([])

    await moveStart(server, bookingId, new Date(Date.now() + 23 * HOUR))
    await pass(server)
    await pass(server)
    expect(linesTo(phone).map((line) => line.event)).toEqual(['reminder24h'])
    expect(linesTo(phone)[0]!.text).toMatch(/^Wellness Africa: reminder, your session is on /)

    await moveStart(server, bookingId, new Date(Date.now() + 40 * 60_000))
    await pass(server)
    await moveStart(server, bookingId, new Date(Date.now() + 23 * HOUR))
    await pass(server)
    expect(linesTo(phone).map((line) => line.event)).toEqual(['reminder24h', 'reminder1h'])
  })

  it('holds an update during the person’s quiet hours and sends it when they end', async () => {
    const client = await party(server, 'user')
    const quiet = quietAroundNow('Africa/Nairobi')
    const phone = await reachable(server, client, { quiet })
    const bookingId = await book(server, client, professionalId)
    await setStatus(server, professional, bookingId, 'declined')
    await pass(server)
    expect(linesTo(phone)).toEqual([])
    const [held] = await smsRows(server, { user_id: client.id, event: 'declined' })
    expect(held).toMatchObject({ state: 'pending', attempts: 0 })
    expect(wallClockIn(new Date(held!.scheduled_at), 'Africa/Nairobi').sessionTime).toBe(quiet.end)

    await pass(server, { now: () => new Date(Date.parse(held!.scheduled_at) + 1000) })
    expect(linesTo(phone).map((line) => line.event)).toEqual(['declined'])
  })

  it('drops a held confirmation once the session is no longer confirmed: the client cancelled it meanwhile', async () => {
    const client = await party(server, 'user')
    const phone = await reachable(server, client, { quiet: quietAroundNow('Africa/Nairobi') })
    const bookingId = await book(server, client, professionalId)
    await setStatus(server, professional, bookingId, 'confirmed')
    await pass(server)
    const [held] = await smsRows(server, { user_id: client.id, event: 'accepted' })
    expect(held).toMatchObject({ state: 'pending', attempts: 0 })
    const { send } = await import('../test/test-server')
    const cancel = { session: client, body: { status: 'cancelled' } }
    expect((await send(server, 'PATCH', `/api/me/bookings/${bookingId}`, cancel)).status).toBe(200)
    await pass(server, { now: () => new Date(Date.parse(held!.scheduled_at) + 1000) })
    expect(linesTo(phone)).toEqual([])
    expect(await smsRows(server, { user_id: client.id, event: 'accepted' })).toMatchObject([{ state: 'skipped' }])
  })

  it('sends a person at most the daily cap of update SMS', async () => {
    const client = await party(server, 'user')
    const phone = await reachable(server, client)
    for (let day = 2; day <= 4; day++) {
      await setStatus(server, professional, await book(server, client, professionalId, day), 'declined')
    }
    await pass(server, { dailyCap: 2 })
    expect(linesTo(phone)).toHaveLength(2)
    const states = (await smsRows(server, { user_id: client.id, event: 'declined' })).map((row) => row.state)
    expect(states.sort()).toEqual(['sent', 'sent', 'skipped'])
  })

  it('tells the professional of new requests at most once per 15 minutes, with how many wait', async () => {
    const other = await party(server, 'professional')
    const otherId = await professionalIdOf(server, other)
    const phone = await reachable(server, other)
    const client = await party(server, 'user')
    const window = requestWindow(new Date())
    for (let day = 2; day <= 4; day++) await book(server, client, otherId, day)
    const rows = await smsRows(server, { user_id: other.id, event: 'newRequest' })
    // A request made just as a window closes may fall in the next one.
    expect(rows.length).toBeLessThanOrEqual(2)
    expect(rows[0]!.scheduled_at).toBe(window.sendAt.toISOString())
    await pass(server)
    expect(linesTo(phone)).toEqual([])

    await pass(server, { now: () => new Date(+window.sendAt + 1000) })
    expect(linesTo(phone).map((line) => line.text)).toEqual([
      'Wellness Africa: 3 new requests wait for your answer. Open: https://wellness.example/professional/dashboard',
    ])
  })

  it('tells the professional of a client’s cancel', async () => {
    const other = await party(server, 'professional')
    const phone = await reachable(server, other)
    const client = await party(server, 'user')
    const bookingId = await book(server, client, await professionalIdOf(server, other))
    const { send } = await import('../test/test-server')
    expect(
      (await send(server, 'PATCH', `/api/me/bookings/${bookingId}`, { session: client, body: { status: 'cancelled' } }))
        .status,
    ).toBe(200)
    await pass(server)
    expect(linesTo(phone).map((line) => line.event)).toEqual(['clientCancelled'])
  })

  it('loses nothing when a worker dies mid-send: another takes its rows back once the lease ends', async () => {
    const client = await party(server, 'user')
    const phone = await reachable(server, client)
    for (let day = 2; day <= 4; day++) {
      await setStatus(server, professional, await book(server, client, professionalId, day), 'confirmed')
    }
    // A worker claims every due row, then is killed before it sends or marks any.
    const now = new Date()
    const claimed = await claimDue(server.db, now, new Date(+now + 60_000), 500)
    expect(claimed.filter((row) => row.user_id === client.id && row.channel === 'sms')).toHaveLength(3)
    await pass(server)
    expect(linesTo(phone)).toEqual([])

    await pass(server, { now: () => new Date(+now + 61_000) })
    await pass(server, { now: () => new Date(+now + 122_000) })
    expect(linesTo(phone).map((line) => line.event)).toEqual(['accepted', 'accepted', 'accepted'])
  })

  it('has no provider webhooks without a provider: 404 whatever the secret', async () => {
    for (const kind of ['delivery', 'inbound']) {
      const answer = await fetch(`${server.baseUrl}/api/notifications/sms/${kind}/${FIXTURE_SMS_WEBHOOK_SECRET}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'id=ATXid_1&status=Success&from=%2B254700000000&text=STOP',
      })
      expect(answer.status).toBe(404)
    }
  })
})
