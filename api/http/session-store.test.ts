import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempDatabase, type TempDatabase } from '../test/temp-database'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../domain/accounts/session-rules'
import { createSessionStore, type SessionStore } from './session-store'

const MINUTE = 60 * 1000

describe('database session store', () => {
  let t: TempDatabase
  let clock: number
  let store: SessionStore
  // koa-session hands the store the request's context; a fresh object stands for each request.
  const request = () => ({ ctx: {}, rolling: true })

  beforeEach(async () => {
    t = await tempDatabase()
    clock = Date.UTC(2025, 0, 1)
    store = createSessionStore(t.db, () => clock)
  })
  afterEach(() => t.close())

  async function roundTrip(id: string): Promise<Record<string, unknown> | undefined> {
    const options = request()
    const data = await store.get(id, IDLE_TIMEOUT_MS, options)
    if (data) await store.set(id, data, IDLE_TIMEOUT_MS, { ...options, changed: false })
    return data
  }

  it('keeps a session while it is used', async () => {
    await store.set('a', { userId: 1 }, IDLE_TIMEOUT_MS, { ...request(), changed: true })
    for (let i = 0; i < 5; i++) {
      clock += 20 * MINUTE
      expect(await roundTrip('a')).toEqual({ userId: 1 })
    }
  })

  it('expires after 30 idle minutes and deletes the row', async () => {
    await store.set('a', { userId: 1 }, IDLE_TIMEOUT_MS, { ...request(), changed: true })
    clock += IDLE_TIMEOUT_MS - 1
    expect(await store.get('a', IDLE_TIMEOUT_MS, request())).toEqual({ userId: 1 })
    clock += IDLE_TIMEOUT_MS + 1
    expect(await store.get('a', IDLE_TIMEOUT_MS, request())).toBeUndefined()
    expect(await t.db('sessions').where({ id: 'a' }).first()).toBeUndefined()
  })

  it('ends after 12 hours however active', async () => {
    await store.set('a', { userId: 1 }, IDLE_TIMEOUT_MS, { ...request(), changed: true })
    const start = clock
    while (clock + 10 * MINUTE < start + ABSOLUTE_TIMEOUT_MS) {
      clock += 10 * MINUTE
      expect(await roundTrip('a')).toEqual({ userId: 1 })
    }
    clock = start + ABSOLUTE_TIMEOUT_MS
    expect(await store.get('a', IDLE_TIMEOUT_MS, request())).toBeUndefined()
  })

  it('forgets a destroyed session, and a request already in flight cannot bring it back', async () => {
    await store.set('a', { userId: 1 }, IDLE_TIMEOUT_MS, { ...request(), changed: true })
    const inFlight = request()
    const data = await store.get('a', IDLE_TIMEOUT_MS, inFlight)
    await store.destroy('a', request())
    clock += 5 * MINUTE
    await store.set('a', data!, IDLE_TIMEOUT_MS, { ...inFlight, changed: false })
    expect(await store.get('a', IDLE_TIMEOUT_MS, request())).toBeUndefined()
  })

  it('writes a rolling refresh at most once a minute', async () => {
    await store.set('a', { userId: 1 }, IDLE_TIMEOUT_MS, { ...request(), changed: true })
    const expiry = async () => Number((await t.db('sessions').where({ id: 'a' }).first()).expires_at)
    const first = await expiry()
    clock += 10 * 1000
    await roundTrip('a')
    expect(await expiry()).toBe(first)
    clock += MINUTE
    await roundTrip('a')
    expect(await expiry()).toBe(clock + IDLE_TIMEOUT_MS)
  })

  it('sweeps expired rows when new sessions start', async () => {
    await store.set('old', { userId: 1 }, IDLE_TIMEOUT_MS, { ...request(), changed: true })
    clock += IDLE_TIMEOUT_MS + 2 * MINUTE
    await store.set('new', { userId: 2 }, IDLE_TIMEOUT_MS, { ...request(), changed: true })
    expect((await t.db('sessions').select('id')).map((row) => row.id)).toEqual(['new'])
  })
})
