import { connect } from 'node:net'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { tempDatabase, type TempDatabase } from '../test/temp-database'
import { createHttpServer } from './http-server'
import type { Logger } from './log'

type Lines = { warn: string[]; error: string[] }

/** Sends raw bytes and reads until the server closes the connection (or `waitMs` passes). */
function exchange(port: number, bytes: string, waitMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now()
    let answer = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    const give = () => resolve({ answer, closedAfterMs: Date.now() - started })
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', give)
    socket.on('error', give)
    setTimeout(() => {
      socket.destroy()
      give()
    }, waitMs)
  })
}

describe('HTTP server: slow clients and malformed HTTP', () => {
  let t: TempDatabase
  let server: Server
  let port: number
  const lines: Lines = { warn: [], error: [] }
  const logger: Logger = {
    info: () => {},
    warn: (line) => lines.warn.push(line),
    error: (line) => lines.error.push(line),
  }

  beforeAll(async () => {
    t = await tempDatabase()
    const app = createApp({ db: t.db, config: t.config, logger })
    server = createHttpServer(app, logger, { headersMs: 400, requestMs: 800, keepAliveMs: 500, checkEveryMs: 50 })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  })
  beforeEach(() => {
    lines.warn = []
    lines.error = []
  })

  it('answers 408 and closes the connection of a body that stops arriving', async () => {
    const head = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n'
    const { answer, closedAfterMs } = await exchange(port, `${head}{"username":`, 5_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(closedAfterMs).toBeLessThan(2_000)
    expect(lines.error).toEqual([])
  })

  it('answers 408 and closes the connection of headers that stop arriving', async () => {
    const { answer, closedAfterMs } = await exchange(port, 'GET /api/professionals HTTP/1.1\r\nHost: x\r\n', 5_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeLessThan(2_000)
  })

  it.each([
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'],
    ['an unknown method', 'GARBAGE\r\n\r\n'],
    [
      'a broken chunk size in a request under way',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
  ])('answers 400 to %s with one warning line, never a server error', async (_name, bytes) => {
    const { answer } = await exchange(port, bytes, 2_000)
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(lines.warn).toHaveLength(1)
    expect(lines.warn[0]).toMatch(/^HTTP 400 to 127\.0\.0\.1: HPE_/)
    expect(lines.error).toEqual([])
  })

  it('closes the connection of a body it refused unread, rather than reading the rest to keep it open', async () => {
    // An anonymous licence upload declares 6.8 MB and sends 64 KB: 401 at once, and the server
    // says it closes, so it is not left receiving (and throwing away) the other 6.7 MB.
    const head = `PUT /api/me/professional/verification HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 6800000\r\n\r\n`
    const { answer, closedAfterMs } = await exchange(port, head + 'a'.repeat(64 * 1024), 5_000)
    const [refusal, ...later] = answer.split(/(?=HTTP\/1\.1 )/)
    expect(refusal).toMatch(/^HTTP\/1\.1 401 /)
    expect(refusal).toMatch(/\r\nConnection: close\r\n/i)
    expect(later).toEqual([])
    expect(closedAfterMs).toBeLessThan(700)
  })

  it('still answers a well-formed request at once', async () => {
    const { answer } = await exchange(port, 'GET /api/user HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 2_000)
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
  })
})

it('gives a client 15 s for the headers and 30 s for the whole request, and keeps an idle connection 5 s', () => {
  const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} }
  const server = createHttpServer(new Koa(), quiet)
  expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([15_000, 30_000, 5_000])
})
