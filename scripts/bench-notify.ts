/**
 * npm run bench:notify: what the notification worker costs (docs/performance.md#notifications).
 * - the time one pass takes over 1,000 due SMS to 1,000 people (file channel to a temporary folder), SQLite and,
 *   when DATABASE_URL is set, PostgreSQL;
 * - the double-send window of docs/decisions/012: from the channel's answer to the row marked sent;
 * - the messages one booking makes on the happy path (request, accept, two reminders, complete).
 */
import { performance } from 'node:perf_hooks'
import type { SmsChannel } from '../api/notifications/channels'
import { claimDue } from '../api/notifications/claim'
import { deliver } from '../api/notifications/deliver'
import {
  book,
  moveStart,
  party,
  pass,
  professionalIdOf,
  reachable,
  setStatus,
  workerOptions,
} from '../api/notifications/outbox-fixture'
import { requestWindow } from '../api/domain/notifications/outbox'
import { startTestServer, type TestServer } from '../api/test/test-server'

const MESSAGES = 1_000
const HOUR = 3_600_000

/** 1,000 people with SMS on and a verified phone, each with one due message. */
async function dueRows(server: TestServer, from: number): Promise<void> {
  const now = new Date().toISOString()
  const people = Array.from({ length: MESSAGES }, (_, i) => ({
    username: `bench_${from + i}`,
    username_key: `bench_${from + i}`,
    role: 'user',
    created_at: now,
    phone: `+2547${String(from + i)
      .slice(-8)
      .padStart(8, '0')}`,
    phone_verified: true,
  }))
  await server.db.batchInsert('users', people, 100)
  const ids = (await server
    .db('users')
    .where('username', 'like', `bench_%`)
    .whereIn(
      'username',
      people.map((p) => p.username),
    )
    .select('id')) as { id: number }[]
  const settings = ids.map(({ id }) => ({
    user_id: id,
    sms: true,
    push: false,
    events: '{}',
    quiet_start: null,
    quiet_end: null,
  }))
  await server.db.batchInsert('notification_settings', settings, 100)
  const rows = ids.map(({ id }, i) => ({
    user_id: id,
    channel: 'sms',
    event: 'declined',
    subject: `booking:${from + i}`,
    booking_id: from + i,
    language: 'en',
    scheduled_at: now,
    created_at: now,
  }))
  await server.db.batchInsert('notifications', rows, 100)
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

async function workerCost(server: TestServer): Promise<string> {
  await dueRows(server, 10_000_000)
  const started = performance.now()
  await pass(server)
  const perThousand = performance.now() - started

  // The window: the provider has the message, the row does not say so yet.
  await dueRows(server, 20_000_000)
  let answeredAt = 0
  const options = workerOptions(server)
  const timed: SmsChannel = {
    async send(message) {
      const answer = await options.sms!.send(message)
      answeredAt = performance.now()
      return answer
    },
  }
  const windows: number[] = []
  const now = new Date()
  for (const row of await claimDue(server.db, now, new Date(+now + 60_000), MESSAGES)) {
    await deliver({ ...options, sms: timed }, row, new Date())
    windows.push(performance.now() - answeredAt)
  }
  windows.sort((a, b) => a - b)
  const ms = (value: number) => value.toFixed(2)
  return `${(perThousand / 1000).toFixed(2)} s per 1,000 due SMS; double-send window median ${ms(percentile(windows, 0.5))} ms, p99 ${ms(percentile(windows, 0.99))} ms, max ${ms(windows.at(-1)!)} ms`
}

async function happyPath(server: TestServer): Promise<string> {
  const professional = await party(server, 'professional')
  await reachable(server, professional)
  const client = await party(server, 'user')
  await reachable(server, client)
  const bookingId = await book(server, client, await professionalIdOf(server, professional))
  await pass(server, { now: () => new Date(+requestWindow(new Date()).sendAt + 1000) })
  await setStatus(server, professional, bookingId, 'confirmed')
  await pass(server)
  await moveStart(server, bookingId, new Date(Date.now() + 23 * HOUR))
  await pass(server)
  await moveStart(server, bookingId, new Date(Date.now() + 30 * 60_000))
  await pass(server)
  await moveStart(server, bookingId, new Date(Date.now() - 60_000))
  await setStatus(server, professional, bookingId, 'completed')
  await pass(server)
  const rows = (await server
    .db('notifications')
    .whereIn('user_id', [client.id, professional.id])
    .where('state', 'sent')
    .select('channel', 'event')) as { channel: string; event: string }[]
  const sms = rows.filter((row) => row.channel === 'sms')
  const app = rows.filter((row) => row.channel === 'app')
  return `${sms.length} SMS (${sms.map((row) => row.event).join(', ')}) and ${app.length} in-app entries per booking`
}

async function measure(label: string, postgres: boolean): Promise<void> {
  const saved = process.env.DATABASE_URL
  if (!postgres) delete process.env.DATABASE_URL
  const server = await startTestServer({ PENDING_REQUESTS_PER_USER: '40' })
  try {
    console.log(`${label}: ${await workerCost(server)}`)
    if (!postgres) console.log(`Happy path: ${await happyPath(server)}`)
  } finally {
    await server.close()
    if (saved !== undefined) process.env.DATABASE_URL = saved
  }
}

await measure('SQLite', false)
if (process.env.DATABASE_URL) await measure('PostgreSQL', true)
else console.log('PostgreSQL: set DATABASE_URL to measure it')
