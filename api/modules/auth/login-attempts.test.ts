import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempDatabase, type TempDatabase } from '../../db/temp-database'
import { beginAttempt, clearAttempts, WINDOW_MS } from './login-attempts'

describe('login attempts', () => {
  let t: TempDatabase
  beforeEach(async () => {
    t = await tempDatabase()
  })
  afterEach(() => t.close())

  it('locks a username after five failures until the oldest leaves the 15-minute window', async () => {
    const start = 1_700_000_000_000
    for (let i = 0; i < 5; i++) expect(await beginAttempt(t.db, 'amina', start + i * 60_000)).toHaveProperty('id')
    const now = start + 5 * 60_000
    expect(await beginAttempt(t.db, 'amina', now)).toEqual({ retryAfterSeconds: 10 * 60 })
    // A locked attempt is not a failure: it does not push the lock further.
    expect(await beginAttempt(t.db, 'amina', start + WINDOW_MS - 1000)).toEqual({ retryAfterSeconds: 1 })
    expect(await beginAttempt(t.db, 'amina', start + WINDOW_MS + 1)).toHaveProperty('id')
    expect(await beginAttempt(t.db, 'someone_else', now)).toHaveProperty('id')
  })

  it('lets a burst of simultaneous guesses try five times at most', async () => {
    const now = Date.now()
    const results = await Promise.all(Array.from({ length: 20 }, () => beginAttempt(t.db, 'burst', now)))
    expect(results.filter((result) => 'id' in result)).toHaveLength(5)
  })

  it('starts again from zero after a success', async () => {
    const now = Date.now()
    for (let i = 0; i < 5; i++) await beginAttempt(t.db, 'grace', now)
    await clearAttempts(t.db, 'grace')
    expect(await beginAttempt(t.db, 'grace', now)).toHaveProperty('id')
  })
})
