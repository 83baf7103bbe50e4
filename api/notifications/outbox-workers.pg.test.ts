import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../db/connect'
import { startTestServer, type TestServer } from '../test/test-server'
import type { SmsChannel } from './channels'
import { party, reachable, workerOptions } from './outbox-fixture'
import { runPass } from './worker'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server?.close()
})

const MESSAGES = 300

describe('two outbox workers on PostgreSQL', () => {
  it('send each due message once, on two connections at once', async () => {
    expect(server.databaseFile).toBeNull()
    const client = await party(server, 'user')
    await reachable(server, client)
    const now = new Date().toISOString()
    const rows = Array.from({ length: MESSAGES }, (_, i) => ({
      user_id: client.id,
      channel: 'sms',
      event: 'declined',
      subject: `booking:${900_000 + i}`,
      booking_id: 900_000 + i,
      language: 'en',
      scheduled_at: now,
      created_at: now,
    }))
    await server.db.batchInsert('notifications', rows, 100)

    const sent: number[] = []
    // A little slower than a file, so the two workers overlap for the whole run.
    const counting: SmsChannel = {
      async send({ bookingId }) {
        await new Promise((resolve) => setTimeout(resolve, 1))
        sent.push(bookingId!)
        return { providerId: null }
      },
    }
    const second = connectDatabase(server.config)
    try {
      const options = { sms: counting, dailyCap: 1_000_000, batchSize: 10 }
      const claimed = await Promise.all([
        runPass(workerOptions(server, options)),
        runPass({ ...workerOptions(server, options), db: second }),
      ])
      expect(claimed[0]! + claimed[1]!).toBe(MESSAGES)
      expect(Math.min(...claimed)).toBeGreaterThan(0)
    } finally {
      await second.destroy()
    }
    expect(sent).toHaveLength(MESSAGES)
    expect(new Set(sent).size).toBe(MESSAGES)
    const states = await server.db('notifications').where({ user_id: client.id }).distinct('state')
    expect(states).toEqual([{ state: 'sent' }])
  })
})
