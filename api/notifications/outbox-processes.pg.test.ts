import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiProcess, type ApiProcess } from '../test/api-process'
import { startTestServer, type TestServer } from '../test/test-server'
import { party, reachable, type SentLine } from './outbox-fixture'

/**
 * Two API processes on one PostgreSQL database, each with its own worker (as two instances behind
 * a load balancer run): every due message is sent once, by one of them.
 */
const MESSAGES = 200
let server: TestServer
const processes: ApiProcess[] = []

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  for (const started of processes) started.stop()
  await server?.close()
})

function linesOf(dir: string): SentLine[] {
  const file = join(dir, 'sms-outbox.jsonl')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as SentLine)
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 600 && !check(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('two API processes on PostgreSQL', () => {
  it('send each due message once between them', async () => {
    const client = await party(server, 'user')
    await reachable(server, client)
    for (let count = 0; count < 2; count++) {
      processes.push(startApiProcess(server, { NOTIFY_SMS: 'file', NOTIFY_DAILY_CAP: '100000' }))
    }
    await Promise.all(processes.map((started) => started.api))

    const now = new Date().toISOString()
    const rows = Array.from({ length: MESSAGES }, (_, i) => ({
      user_id: client.id,
      channel: 'sms',
      event: 'declined',
      subject: `booking:${800_000 + i}`,
      booking_id: 800_000 + i,
      language: 'en',
      scheduled_at: now,
      created_at: now,
    }))
    await server.db.batchInsert('notifications', rows, 100)

    const sent = () => processes.flatMap(({ dir }) => linesOf(dir))
    await waitFor(() => sent().length >= MESSAGES)
    // A few more passes of both workers (every 2 s) send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    const ids = sent().map((line) => line.bookingId)
    expect(ids).toHaveLength(MESSAGES)
    expect(new Set(ids).size).toBe(MESSAGES)
    const states = (await server.db('notifications').where({ user_id: client.id }).select('state')) as {
      state: string
    }[]
    expect(states.every(({ state }) => state === 'sent')).toBe(true)
  }, 90_000)
})
