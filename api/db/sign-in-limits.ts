import type { Knex } from 'knex'
import type { DatabaseConfig } from '../config'
import type { Limits } from '../contract/limits'
import { counterSpecs, type Counters } from '../domain/accounts/sign-in-limits'
import { createDatabaseLimiter, takePoint } from './rate-limiter'

/** The counters of api/domain/accounts/sign-in-limits.ts in the database, so every API process shares them. */
export function databaseCounters(db: Knex, database: DatabaseConfig, limits: Limits): Counters {
  const specs = counterSpecs(limits)
  return Object.fromEntries(
    Object.entries(specs).map(([name, { keyPrefix, points, seconds }]) => {
      const limiter = createDatabaseLimiter(db, database, { keyPrefix, points, duration: seconds })
      const counter = {
        take: (key: string, message: string) => takePoint(limiter, key, message),
        giveBack: async (key: string) => void (await limiter.reward(key)),
        forget: async (key: string) => void (await limiter.delete(key)),
        async read(key: string) {
          const live = await limiter.get(key)
          return live && { points: live.consumedPoints, secondsLeft: live.msBeforeNext / 1000 }
        },
      }
      return [name, counter]
    }),
  ) as Counters
}
