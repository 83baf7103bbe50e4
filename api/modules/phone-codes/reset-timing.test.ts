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

/** The median time of CALLS answers to a reset for this name, in milliseconds. */
async function medianAnswerTime(username: string): Promise<{ median: number; bodies: Set<string> }> {
  const times: number[] = []
  const bodies = new Set<string>()
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now()
    const reply = await send(server, 'POST', '/api/password-reset', { body: { username } })
    bodies.add(`${reply.status} ${await reply.text()}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { median: times[CALLS / 2]!, bodies }
}

it(`answers a reset in the same time for an unknown name, one without a phone and one with it (${CALLS} calls each)`, async () => {
  const unknown = await medianAnswerTime('timing_nobody')
  const withoutPhone = await medianAnswerTime('timing_nophone')
  const withPhone = await medianAnswerTime('timing_phone')
  const medians = [unknown.median, withoutPhone.median, withPhone.median]
  console.info(
    `password-reset median answer times (ms): unknown ${medians[0]!.toFixed(1)}, no phone ${medians[1]!.toFixed(1)}, verified phone ${medians[2]!.toFixed(1)}`,
  )
  expect(new Set([...unknown.bodies, ...withoutPhone.bodies, ...withPhone.bodies]).size).toBe(1)
  for (const median of medians) expect(median).toBeGreaterThanOrEqual(RESET_ANSWER_MS)
  expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(10)
  const codes = (await server.db('phone_codes').count({ n: '*' }).first()) as { n: number | string }
  // Every request for the name with a verified phone wrote its code: the quick paths are the other two.
  expect(Number(codes.n)).toBe(CALLS)
}, 120_000)
