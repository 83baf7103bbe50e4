import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../api/fixtures/demo'
import { messages } from '../../api/contract/messages'
import { resetStore, store } from '../store'
import { handlers } from '.'

const ORIGIN = 'http://localhost'

type Options = { body?: string; headers?: Record<string, string> }

/** One request through the handlers, without any network: the answer and its parsed JSON. */
async function call(method: string, path: string, { body, headers = {} }: Options = {}) {
  const request = new Request(`${ORIGIN}${path}`, { method, body, headers })
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as unknown) : undefined }
}

const json = { 'Content-Type': 'application/json' }

async function signIn(account: { username: string; password: string }): Promise<string> {
  const body = JSON.stringify({ username: account.username, password: account.password })
  const reply = await call('POST', '/api/login', { body, headers: json })
  expect(reply.status).toBe(200)
  return reply.headers.getSetCookie()[0]!.split(';')[0]!
}

describe('pipeline order', () => {
  beforeEach(() => resetStore())

  it('answers a cross-origin, non-JSON, malformed request 403 first', async () => {
    const reply = await call('POST', '/api/bookings', {
      body: '{oops',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
    })
    expect(reply).toMatchObject({ status: 403, json: { message: messages.crossOrigin } })
  })

  it('then 415 for another content type, and for body bytes without one', async () => {
    const plain = await call('POST', '/api/login', { body: '{oops', headers: { 'Content-Type': 'text/plain' } })
    expect(plain).toMatchObject({ status: 415, json: { message: messages.notJson } })
    expect((await call('POST', '/api/login', { body: '{}' })).status).toBe(415)
    // A bodiless POST needs no content type.
    expect((await call('POST', '/api/logout')).status).toBe(204)
  })

  it('then access (401) before a byte of the body is read: a malformed body from a stranger is never parsed', async () => {
    const signedOut = await call('POST', '/api/bookings', { body: '{oops', headers: json })
    expect(signedOut).toMatchObject({ status: 401, json: { message: messages.authenticationRequired } })
    const user = await signIn(demoAccounts.user)
    const reply = await call('POST', '/api/bookings', { body: '{oops', headers: { ...json, Cookie: user } })
    expect(reply).toMatchObject({ status: 400, json: { message: messages.malformedJson } })
  })

  it('then 413 by the byte length of the body, before parsing it', async () => {
    // 60,000 two-byte characters: under the 100 KiB limit in characters, over it in bytes.
    const body = `{"notes":"${'é'.repeat(60_000)}"`
    const user = await signIn(demoAccounts.user)
    const reply = await call('POST', '/api/bookings', { body, headers: { ...json, Cookie: user } })
    expect(reply).toMatchObject({ status: 413, json: { message: messages.bodyTooLarge } })
  })

  it('does not parse the body of a route that takes none', async () => {
    expect((await call('POST', '/api/logout', { body: '{oops', headers: json })).status).toBe(204)
  })

  it('then access before the path id, and the path id before the body', async () => {
    const badId = '/api/bookings/abc'
    const body = JSON.stringify({ status: 'nonsense' })
    expect(await call('PATCH', badId, { body, headers: json })).toMatchObject({
      status: 401,
      json: { message: messages.notSignedIn },
    })
    const user = await signIn(demoAccounts.user)
    expect(await call('PATCH', badId, { body, headers: { ...json, Cookie: user } })).toMatchObject({
      status: 403,
      json: { message: messages.professionalsOnly },
    })
    const professional = await signIn(demoAccounts.professional)
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999']) {
      const reply = await call('PATCH', `/api/bookings/${id}`, { body, headers: { ...json, Cookie: professional } })
      expect(reply, id).toMatchObject({ status: 404, json: { message: messages.bookingNotFound } })
    }
    expect((await call('PATCH', '/api/bookings/1', { body, headers: { ...json, Cookie: professional } })).status).toBe(
      400,
    )
  })

  it('then the body before the Idempotency-Key', async () => {
    const cookie = await signIn(demoAccounts.user)
    const headers = { ...json, Cookie: cookie, 'Idempotency-Key': 'short' }
    const badBody = await call('POST', '/api/bookings', { body: '{}', headers })
    expect(badBody.json).toMatchObject({ message: messages.dateRequired })
    const professionalId = store.professionals[0]!.id
    const body = JSON.stringify({
      sessionDate: '2999-01-01',
      sessionTime: '10:00',
      sessionType: 'Chat',
      professionalId,
    })
    const badKey = await call('POST', '/api/bookings', { body, headers })
    expect(badKey).toMatchObject({ status: 400, json: { message: messages.idempotencyKeyInvalid } })
  })

  it('refuses a repeated query parameter with 400 naming it', async () => {
    const reply = await call('GET', '/api/professionals?limit=1&limit=2')
    expect(reply.status).toBe(400)
    expect(reply.json).toMatchObject({ fieldErrors: { limit: expect.any(String) } })
  })

  it('refuses prototype names in the query as unknown fields, not as the object they would reach', async () => {
    const reply = await call('GET', '/api/professionals?constructor=1&__proto__=2')
    expect(reply.status).toBe(400)
  })
})

describe('answers', () => {
  beforeEach(() => resetStore())

  it('never lets an answer be cached, errors included, and keeps Retry-After on 429', async () => {
    expect((await call('GET', '/api/professionals')).headers.get('cache-control')).toBe('no-store')
    expect((await call('GET', '/api/user')).headers.get('cache-control')).toBe('no-store')
    const body = JSON.stringify({ username: 'dr_amina', password: 'wrong-password' })
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/login', { body, headers: json })).status).toBe(401)
    const locked = await call('POST', '/api/login', { body, headers: json })
    expect(locked).toMatchObject({ status: 429, json: { message: messages.tooManyAttempts } })
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890)
    expect(locked.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 Not found to unknown /api paths and methods', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['GET', '/api'],
      ['GET', '/api/login'],
      ['POST', '/api/user'],
    ] as const) {
      const reply = await call(method, path)
      expect(reply, `${method} ${path}`).toMatchObject({ status: 404, json: { message: messages.notFound } })
      expect(reply.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('leaves paths outside /api alone, even with an api folder in them', async () => {
    for (const path of ['/app/features/directory/api/queries.ts', '/apiary', '/']) {
      expect(await getResponse(handlers, new Request(`${ORIGIN}${path}`)), path).toBeUndefined()
    }
  })
})
