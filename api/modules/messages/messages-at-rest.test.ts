import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import type { Logger } from '../../http/log'
import { book, professionalIdOf } from '../../notifications/outbox-fixture'
import { sqliteFilesContain } from '../../test-targets/storage-scan'
import { send, signUp, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let logged: TestServer
let http: Server
const lines: string[] = []

// The app again over the same database, logging every request as production does (LOG_LEVEL=info).
beforeAll(async () => {
  server = await startTestServer()
  const record = (line: string, error?: unknown) => lines.push(`${line} ${String(error ?? '')}`)
  const logger: Logger = { info: record, warn: record, error: record }
  http = createServer(createApp({ db: server.db, config: { ...server.config, logLevel: 'info' }, logger }).callback())
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  logged = { ...server, baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}` }
})

afterAll(async () => {
  http?.closeAllConnections()
  await new Promise((resolve) => http?.close(resolve))
  await server?.close()
})

describe('a message at rest and in the logs', () => {
  it('is stored encrypted (no byte of it in the database file) and never written to a log line', async () => {
    const client = await signUp(logged, 'user')
    const professional = await signUp(logged, 'professional')
    const bookingId = await book(logged, client, await professionalIdOf(logged, professional))
    const text = `Marker ${randomUUID()} about my sleep`
    const reason = `Reason ${randomUUID()}`
    const posted = await send(logged, 'POST', `/api/bookings/${bookingId}/messages`, {
      session: client,
      body: { text },
      headers: { 'Idempotency-Key': `at-rest-${randomUUID()}` },
    })
    expect(posted.status).toBe(201)
    const { id } = (await posted.json()) as { id: number }
    const read = await send(logged, 'GET', `/api/bookings/${bookingId}/messages?limit=10`, {
      session: professional,
    })
    expect(((await read.json()) as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual([text])
    const reported = await send(logged, 'POST', `/api/bookings/${bookingId}/messages/${id}/report`, {
      session: professional,
      body: { reason },
    })
    expect(reported.status).toBe(204)

    const rows = (await server.db('messages').where({ booking_id: bookingId }).select('*')) as Record<string, unknown>[]
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain('Marker')
    expect(rows[0]!.body_encrypted).toMatch(/^v1\./)
    const reports = JSON.stringify(await server.db('message_reports').select('*'))
    expect(reports).not.toContain('Reason')
    expect(JSON.stringify(await server.db('idempotency_keys').select('*'))).not.toContain('Marker')
    expect(await sqliteFilesContain(server.databaseFile!, text)).toBe(false)
    expect(await sqliteFilesContain(server.databaseFile!, reason)).toBe(false)

    expect(lines.some((line) => line.includes(`POST /api/bookings/${bookingId}/messages 201`))).toBe(true)
    expect(lines.some((line) => line.includes(`GET /api/bookings/${bookingId}/messages 200`))).toBe(true)
    expect(lines.join('\n')).not.toMatch(/Marker|Reason|about my sleep|limit=/)
  })
})
