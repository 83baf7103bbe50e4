import { expect, it } from 'vitest'
import { httpErrorFrom, retryAfterSeconds } from './http-error'

it('reads Retry-After in seconds or as a date', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')
  expect(retryAfterSeconds('900', now)).toBe(900)
  expect(retryAfterSeconds('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120)
  expect(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0)
  expect(retryAfterSeconds('soon', now)).toBeNull()
  expect(retryAfterSeconds(null, now)).toBeNull()
})

it('keeps the Retry-After of a refusal with its message', async () => {
  const response = Response.json({ message: 'Too many' }, { status: 429, headers: { 'Retry-After': '900' } })
  const error = await httpErrorFrom(response)
  expect([error.status, error.serverMessage, error.retryAfterSeconds]).toEqual([429, 'Too many', 900])
})
