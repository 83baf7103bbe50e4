import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'
import type { SmsChannel } from './channels'
import { party, reachable, workerOptions } from './outbox-fixture'
import { DEFAULT_LEASE_MS, runPass } from './worker'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server?.close())

// A batch is claimed under one lease but sent a row at a time, each send up to its 10 s timeout: a
// slow provider can outlast the lease mid-batch, and another worker then takes the rest back.
it('sends a row once when its lease ran out while the batch before it was being sent', async () => {
  const client = await party(server, 'user')
  await reachable(server, client)
  const start = new Date()
  await server.db('notifications').insert(
    [1, 2].map((n) => ({
      user_id: client.id,
      channel: 'sms',
      event: 'declined',
      subject: `booking:${800_000 + n}`,
      booking_id: 800_000 + n,
      language: 'en',
      scheduled_at: start.toISOString(),
      created_at: start.toISOString(),
    })),
  )
  let clock = start
  const sent: string[] = []
  const channel = (worker: string, onSend?: () => Promise<void>): SmsChannel => ({
    async send({ bookingId }) {
      sent.push(`${worker} ${bookingId}`)
      await onSend?.()
      return { providerId: null }
    },
  })
  const options = (sms: SmsChannel) => workerOptions(server, { sms, dailyCap: 100, batchSize: 2, now: () => clock })
  // The first send outlasts the lease; meanwhile a second worker finds both rows' claims run out.
  let slowed = false
  const slowFirst = channel('first', async () => {
    if (slowed) return
    slowed = true
    clock = new Date(+start + DEFAULT_LEASE_MS + 1_000)
    await runPass(options(channel('second')))
  })
  await runPass(options(slowFirst))

  expect(sent.filter((line) => line.endsWith('800002'))).toEqual(['second 800002'])
})
