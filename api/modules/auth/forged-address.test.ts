import { afterEach, expect, it } from 'vitest'
import { messages } from '../../contract/messages'
import { send, startTestServer, type TestServer } from '../../test/test-server'

const LIMIT = 3

let server: TestServer
afterEach(() => server.close())

/** A failed sign-in for a username of its own, claiming to come from `forged`. */
const guess = (attempt: number, forged: string) =>
  send(server, 'POST', '/api/login', {
    body: { username: `nobody_${attempt}`, password: 'guess-password' },
    headers: { 'X-Forwarded-For': forged },
  })

it('counts the real address, not a forged X-Forwarded-For, without TRUST_PROXY', async () => {
  server = await startTestServer({ LOGIN_FAILURES_PER_ADDRESS: String(LIMIT) })
  for (let attempt = 1; attempt <= LIMIT; attempt++) {
    expect((await guess(attempt, `203.0.113.${attempt}`)).status).toBe(401)
  }
  const blocked = await guess(LIMIT + 1, '198.51.100.7')
  expect(blocked.status).toBe(429)
  expect(await blocked.json()).toEqual({ message: messages.tooManyAttempts })
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
})

it('counts the entry the proxy appended to X-Forwarded-For, not what the client wrote before it, with TRUST_PROXY', async () => {
  server = await startTestServer({ LOGIN_FAILURES_PER_ADDRESS: String(LIMIT), TRUST_PROXY: 'true' })
  for (let attempt = 1; attempt <= LIMIT; attempt++) {
    expect((await guess(attempt, `203.0.113.${attempt}, 198.51.100.7`)).status).toBe(401)
  }
  expect((await guess(LIMIT + 1, '203.0.113.99, 198.51.100.7')).status).toBe(429)
  expect((await guess(LIMIT + 2, '198.51.100.7, 198.51.100.8')).status).toBe(401)
})
