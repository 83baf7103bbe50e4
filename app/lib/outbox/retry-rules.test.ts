import { describe, expect, it } from 'vitest'
import { decideAfterAttempt, FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from './retry-rules'

const now = 1_000_000
const status = (code: number) => ({ kind: 'status', status: code, message: `server says ${code}` }) as const

describe('decideAfterAttempt', () => {
  it('removes an entry the server took', () => {
    expect(decideAfterAttempt({ kind: 'sent' }, 1, now)).toEqual({ action: 'remove' })
  })

  it('retries after a network failure, later each time', () => {
    expect(decideAfterAttempt({ kind: 'network' }, 1, now)).toEqual({
      action: 'retry',
      nextAttemptAt: now + FIRST_RETRY_MS,
    })
    expect(decideAfterAttempt({ kind: 'network' }, 3, now)).toEqual({
      action: 'retry',
      nextAttemptAt: now + 4 * FIRST_RETRY_MS,
    })
  })

  it.each([500, 502, 503, 504, 408])('retries a %i', (code) => {
    expect(decideAfterAttempt(status(code), 2, now)).toEqual({
      action: 'retry',
      nextAttemptAt: now + 2 * FIRST_RETRY_MS,
    })
  })

  it('holds a 429 with the server message, tried again after Retry-After', () => {
    expect(decideAfterAttempt({ ...status(429), retryAfterSeconds: 900 }, 1, now)).toEqual({
      action: 'hold',
      nextAttemptAt: now + 900_000,
      message: 'server says 429',
    })
  })

  it('waits for the backoff when Retry-After is shorter or missing', () => {
    expect(decideAfterAttempt({ ...status(429), retryAfterSeconds: null }, 3, now)).toMatchObject({
      nextAttemptAt: now + 4 * FIRST_RETRY_MS,
    })
    expect(decideAfterAttempt({ ...status(503), retryAfterSeconds: 1 }, 3, now)).toEqual({
      action: 'retry',
      nextAttemptAt: now + 4 * FIRST_RETRY_MS,
    })
    expect(decideAfterAttempt({ ...status(503), retryAfterSeconds: 60 }, 1, now)).toEqual({
      action: 'retry',
      nextAttemptAt: now + 60_000,
    })
  })

  it('keeps an entry answered 401 until its owner signs in again', () => {
    expect(decideAfterAttempt(status(401), 1, now)).toEqual({ action: 'sign-in' })
  })

  it.each([400, 403, 404, 409, 413, 422])('gives up on a %i with the server message', (code) => {
    expect(decideAfterAttempt(status(code), 1, now)).toEqual({ action: 'failed', message: `server says ${code}` })
  })
})

describe('retryDelay', () => {
  it('doubles from the first delay', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000])
  })

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelay(9)).toBe(MAX_RETRY_MS)
    expect(retryDelay(60)).toBe(MAX_RETRY_MS)
  })
})
