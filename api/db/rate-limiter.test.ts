import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatabaseLimiter } from './rate-limiter'
import { tempDatabase, type TempDatabase } from '../test/temp-database'

describe('database rate limiter (SQLite)', () => {
  let t: TempDatabase
  beforeEach(async () => {
    t = await tempDatabase()
    await t.db.schema.createTable('writes', (table) => table.increments('id'))
  })
  afterEach(() => t.close())

  it('counts to its points, then refuses until the window ends', async () => {
    const limiter = createDatabaseLimiter(t.db, t.config.database, { keyPrefix: 'test', points: 2, duration: 60 })
    await limiter.consume('amina')
    await limiter.consume('amina')
    const refused = await limiter.consume('amina').catch((result: unknown) => result)
    expect(refused).toMatchObject({ remainingPoints: 0 })
    expect((refused as { msBeforeNext: number }).msBeforeNext).toBeGreaterThan(59_000)
    await expect(limiter.consume('baraka')).resolves.toMatchObject({ consumedPoints: 1 })
  })

  it('never breaks a transaction that runs while it counts (the library alone lets one BEGIN inside its savepoint)', async () => {
    const limiter = createDatabaseLimiter(t.db, t.config.database, { keyPrefix: 'test', points: 1e6, duration: 60 })
    const work = Array.from({ length: 200 }, (_, i) => [
      limiter.consume(`key-${i % 7}`),
      t.db.transaction(async (trx) => {
        await trx('writes').insert({})
        await trx('writes').count({ n: '*' })
      }),
    ]).flat()
    const results = await Promise.allSettled(work)
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    expect(await t.db('writes').count({ n: '*' })).toEqual([{ n: 200 }])
  })
})
