import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { connectDatabase } from '../db/connect'
import type { TestServer } from '../test/test-server'
import { book, party, pass, professionalIdOf, reachable, sentLines, setStatus, smsRows } from './outbox-fixture'

/**
 * SIGKILL mid-send: the real server (a child process) has handed an SMS to the provider, which has
 * not answered, when it is killed. Nothing is lost: once the lease ends another worker sends it.
 */
const dir = mkdtempSync(join(tmpdir(), 'worker-killed-'))
let child: ChildProcess | undefined
let provider: Server | undefined
const held: unknown[] = []

afterAll(async () => {
  child?.kill('SIGKILL')
  provider?.closeAllConnections()
  await new Promise((resolve) => provider?.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

/** A provider that takes the message and never answers. */
function startHoldingProvider(): Promise<string> {
  provider = createHttpServer((request) => {
    request.resume()
    held.push(request.url)
  })
  return new Promise((resolve) =>
    provider!.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(provider!.address() as AddressInfo).port}`)),
  )
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('a worker killed mid-send', () => {
  it('sends within 5 seconds, and loses nothing: the row stays claimed, and after the lease another worker sends it once', async () => {
    const { DATABASE_URL: _postgres, ...inherited } = process.env
    const env = {
      ...inherited,
      NODE_ENV: 'test',
      DATA_DIR: dir,
      DATABASE_FILE: join(dir, 'wellness.sqlite'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NOTIFY_SMS: 'africastalking',
      AT_USERNAME: 'wellness',
      AT_API_KEY: 'key',
      AT_BASE_URL: await startHoldingProvider(),
      HOST: '127.0.0.1',
      PORT: '0',
    }
    let output = ''
    child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    await waitFor(() => /listening on http:\/\/localhost:\d+/.test(output), 'the server')
    const port = /listening on http:\/\/localhost:(\d+)/.exec(output)![1]
    const config = loadConfig({ ...env, NOTIFY_SMS: 'file' })
    const db = connectDatabase(config)
    const server: TestServer = {
      baseUrl: `http://127.0.0.1:${port}`,
      db,
      databaseFile: null,
      config,
      close: async () => {},
    }
    try {
      const professional = await party(server, 'professional')
      const client = await party(server, 'user')
      await reachable(server, client)
      const bookingId = await book(server, client, await professionalIdOf(server, professional))
      const accepted = Date.now()
      await setStatus(server, professional, bookingId, 'confirmed')
      await waitFor(() => held.length === 1, 'the provider to receive the SMS')
      // The server's own worker sent it within 5 seconds of the accept.
      expect(Date.now() - accepted).toBeLessThan(5000)

      child.kill('SIGKILL')
      await new Promise((resolve) => child!.once('exit', resolve))
      const [claimed] = await smsRows(server, { user_id: client.id })
      expect(claimed).toMatchObject({ state: 'pending', attempts: 1 })

      await pass(server)
      expect(sentLines(server)).toEqual([])
      await pass(server, { now: () => new Date(Date.now() + 61_000) })
      await pass(server, { now: () => new Date(Date.now() + 122_000) })
      expect(sentLines(server).map((line) => [line.event, line.bookingId])).toEqual([['accepted', bookingId]])
      expect(await smsRows(server, { user_id: client.id })).toMatchObject([{ state: 'sent', attempts: 2 }])
    } finally {
      await db.destroy()
    }
  }, 60_000)
})
