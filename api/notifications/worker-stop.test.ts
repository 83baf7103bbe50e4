import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'
import type { SmsChannel } from './channels'
import { party, reachable, workerOptions } from './outbox-fixture'
import { createNotificationWorker } from './worker'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server?.close())

// A deploy during the morning's release of messages held overnight: stopping must not wait for the
// whole backlog (the orchestrator's SIGKILL would land mid-send), nor leave rows claimed for a lease.
it('stops after the send under way, leaving the rest of the batch unclaimed for the next worker', async () => {
  const client = await party(server, 'user')
  await reachable(server, client)
  const at = new Date().toISOString()
  const bookingIds = [1, 2, 3, 4, 5].map((n) => 900_000 + n)
  await server.db('notifications').insert(
    bookingIds.map((bookingId) => ({
      user_id: client.id,
      channel: 'sms',
      event: 'declined',
      subject: `booking:${bookingId}`,
      booking_id: bookingId,
      language: 'en',
      scheduled_at: at,
      created_at: at,
    })),
  )
  const sent: number[] = []
  let stopping: Promise<void> | null = null
  const sms: SmsChannel = {
    async send({ bookingId }) {
      sent.push(bookingId!)
      stopping ??= worker.stop()
      return { providerId: null }
    },
  }
  const worker = createNotificationWorker(workerOptions(server, { sms, dailyCap: 100, tickMs: 60_000 }))
  await worker.tick()
  await stopping

  expect(sent).toEqual([bookingIds[0]])
  const left = await server
    .db('notifications')
    .whereIn('booking_id', bookingIds.slice(1))
    .select('state', 'claimed_until', 'attempts')
  expect(left).toEqual(bookingIds.slice(1).map(() => ({ state: 'pending', claimed_until: null, attempts: 0 })))
})
