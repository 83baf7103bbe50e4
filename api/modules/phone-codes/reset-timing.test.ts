import { afterAll, beforeAll, expect, it } from 'vitest'
import { RESET_ANSWER_MS } from './reset-ports'
import { send, startTestServer, type TestServer } from '../../test/test-server'

const CALLS = 50

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    RESETS_PER_ADDRESS_PER_HOUR: '1000',
    RESETS_PER_USERNAME_PER_HOUR: '1000',
    CODES_PER_PHONE_PER_HOUR: '1000',
  })
  for (const username of ['timing_nophone', 'timing_phone']) {
    const created = await send(server, 'POST', '/api/register', {
      body: { username, password: 'timing-password', role: 'user' },
    })
    expect(created.status).toBe(201)
  }
  await server.db('users').where({ username: 'timing_phone' }).update({ phone: '+254722000111', phone_verified: true })
}, 30_000)
afterAll(() => server.close())

/** One answer to a reset for this name: how long it took, and what it said. */
async function timedReset(username: string): Promise<{ ms: number; body: string }> {
  const started = performance.now()
  const reply = await send(server, 'POST', '/api/password-reset', { body: { username } })
  const body = `${reply.status} ${await reply.text()}`
  return { ms: performance.now() - started, body }
}

const medianOf = (times: number[]) => [...times].sort((a, b) => a - b)[CALLS / 2]!

it(`answers a reset in the same time for an unknown name, one without a phone and one with it (${CALLS} calls each)`, async () => {
  const names = ['timing_nobody', 'timing_nophone', 'timing_phone']
  const times = names.map((): number[] => [])
  const bodies = new Set<string>()
  // Taken in turn, so a busy moment of the machine slows all three alike.
  for (let call = 0; call < CALLS; call++) {
    for (const [index, username] of names.entries()) {
      const { ms, body } = await timedReset(username)
      times[index]!.push(ms)
      bodies.add(body)
    }
  }
  const medians = times.map(medianOf)
  console.info(
    `password-reset median answer times (ms): unknown ${medians[0]!.toFixed(1)}, no phone ${medians[1]!.toFixed(1)}, verified phone ${medians[2]!.toFixed(1)}`,
  )
  expect(bodies.size).toBe(1)
  for (const each of medians) expect(each).toBeGreaterThanOrEqual(RESET_ANSWER_MS)
  expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(10)
  const codes = (await server.db('phone_codes').count({ n: '*' }).first()) as { n: number | string }
  // Every request for the name with a verified phone wrote its code: the quick paths are the other two.
  expect(Number(codes.n)).toBe(CALLS)
}, 120_000)
