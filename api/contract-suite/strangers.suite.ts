import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../contract/json-body'
import { DEFAULT_LIMITS } from '../contract/limits'
import { format, messages } from '../contract/messages'
import { JSON_BODY_LIMIT, STRANGER_BODY_LIMIT } from '../contract/routes'
import { PASSWORD, registerProfessional, registerUser, uniqueWord } from './accounts'
import { createClient, randomAddress } from './client'
import { licence } from './trust'

const tooDeep = { message: format(messages.bodyTooDeep, { depth: String(MAX_JSON_DEPTH) }) }
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
/** A body larger than any JSON without a photo or licence, refused by the schema once read (an unknown field). */
const uploadSized = () => JSON.stringify({ padding: 'x'.repeat(JSON_BODY_LIMIT + 1) })

describe('nothing a stranger sends is read before it is allowed', () => {
  it('answers a signed-out write 401 before reading its body: malformed or nested too deep alike', async () => {
    const stranger = createClient()
    for (const rawBody of ['{oops', nested(20_000), uploadSized()]) {
      expect((await stranger.fails('submitVerification', 401, { rawBody })).message).toBe(messages.notSignedIn)
      expect((await stranger.fails('updateProfile', 401, { rawBody })).message).toBe(messages.notSignedIn)
    }
    // A person signed in with another role is refused before the body too.
    const { client } = await registerUser()
    expect((await client.fails('updateProfile', 403, { rawBody: '{oops' })).message).toBe(messages.professionalsOnly)
  })

  it('takes at most 16 KB at sign-in and registration, the routes open to anyone', async () => {
    const padding = 'x'.repeat(STRANGER_BODY_LIMIT)
    const login = await createClient().fails('login', 413, { body: { username: 'someone', password: padding } })
    expect(login.message).toBe(messages.bodyTooLarge)
    const username = uniqueWord('big')
    await createClient().fails('register', 413, { body: { username, password: padding, role: 'user' } })
    expect((await createClient().call('login', { body: { username, password: padding } })).status).not.toBe(200)
  })

  it('refuses JSON nested deeper than 32 levels with 400 naming the depth, on every kind of route', async () => {
    expect(await createClient().fails('login', 400, { rawBody: nested(MAX_JSON_DEPTH + 1) })).toEqual(tooDeep)
    // 20,000 levels (40 KB) are past what sign-in takes at all: refused unread.
    expect((await createClient().fails('login', 413, { rawBody: nested(20_000) })).message).toBe(messages.bodyTooLarge)
    const { client } = await registerProfessional()
    expect(await client.fails('updateProfile', 400, { rawBody: `{"languages":${nested(40)}}` })).toEqual(tooDeep)
    expect(await client.fails('updateProfile', 400, { rawBody: nested(20_000) })).toEqual(tooDeep)
    // 32 levels are read (and then judged by the schema like any other body).
    const within = await client.fails('updateProfile', 400, { rawBody: `{"languages":${nested(MAX_JSON_DEPTH - 1)}}` })
    expect(within.message).not.toBe(tooDeep.message)
  })

  it('counts calls that may carry a photo or licence per account: 20 an hour, then 429 before the body is read', async () => {
    const { client } = await registerProfessional()
    for (let upload = 0; upload < DEFAULT_LIMITS.uploadsPerAccountPerHour / 2; upload++) {
      await client.fails('updateProfile', 400, { rawBody: uploadSized() })
      await client.fails('submitVerification', 400, { rawBody: uploadSized() })
    }
    for (const route of ['updateProfile', 'submitVerification'] as const) {
      const refused = await client.call(route, { rawBody: uploadSized() })
      expect(refused.status, route).toBe(429)
      expect(refused.json).toEqual({ message: messages.tooManyUploads })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Words alone cost no upload: the profile and the licence details still save.
    await client.ok('updateProfile', {
      body: { bio: 'Listens first, then helps find the next small step, one session at a time.' },
    })
    await client.ok('submitVerification', { body: licence() })
    // Another professional is not held back by this one's uploads.
    const other = await registerProfessional()
    await other.client.fails('updateProfile', 400, { rawBody: uploadSized() })
  }, 60_000)

  it('does not answer "taken" for free: a taken name counts against the address like a new account', async () => {
    const { username } = await registerUser()
    const address = randomAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 60; attempt++) {
      const reply = await createClient({ address }).call('register', {
        body: { username, password: PASSWORD, role: 'user' },
      })
      statuses.push(reply.status)
    }
    const taken = statuses.filter((status) => status === 409).length
    expect(taken).toBeLessThanOrEqual(DEFAULT_LIMITS.registrationsPerAddressPerHour)
    expect(statuses.slice(taken)).toEqual(Array(60 - taken).fill(429))
  }, 60_000)
})
