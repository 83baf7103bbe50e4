import type { Knex } from 'knex'
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { DatabaseConfig } from '../config'
import { tooManyRequests } from '../contract/errors'

/** The table rate-limiter-flexible keeps its counters in (migration 004), one row per key. */
export const RATE_LIMITS_TABLE = 'rate_limits'

export type LimiterOptions = {
  /** Names the counter; keys of different limiters never meet. */
  keyPrefix: string
  points: number
  /** Seconds the counter lasts from its first point. */
  duration: number
}

type Connection = object
type PendingUpsert = Promise<unknown>

/**
 * rate-limiter-flexible's SQLite store on a knex pool hands the connection back before its upsert
 * has finished (its _upsertTransaction returns the promise from inside try/finally unawaited), so a
 * knex transaction can BEGIN inside the limiter's SAVEPOINT and fail. This keeps the connection
 * until the upsert settles; api/db/rate-limiter.test.ts reproduces the failure without it.
 */
class KnexSQLiteLimiter extends RateLimiterSQLite {
  private readonly upserts = new WeakMap<Connection, PendingUpsert>()

  override _upsertTransactionSQLite3(connection: Connection, query: string, params: unknown[]): PendingUpsert {
    const upsert = super._upsertTransactionSQLite3(connection, query, params)
    this.upserts.set(connection, upsert)
    return upsert
  }

  override _releaseConnection(connection: Connection): void {
    const release = () => super._releaseConnection(connection)
    const upsert = this.upserts.get(connection)
    if (!upsert) return release()
    this.upserts.delete(connection)
    upsert.then(release, release)
  }
}

// The library's own methods, which its type declarations leave out.
declare module 'rate-limiter-flexible' {
  interface RateLimiterSQLite {
    _upsertTransactionSQLite3(connection: Connection, query: string, params: unknown[]): PendingUpsert
    _releaseConnection(connection: Connection): void
  }
}

/**
 * A limiter whose counters live in the database, so every API process shares them. The table is
 * the migrations' (never created at run time), and housekeeping deletes expired rows.
 */
export function createDatabaseLimiter(
  db: Knex,
  database: DatabaseConfig,
  options: LimiterOptions,
): RateLimiterAbstract {
  const common = {
    ...options,
    storeClient: db,
    storeType: 'knex',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  }
  if (database.client === 'sqlite') return new KnexSQLiteLimiter(common)
  return new RateLimiterPostgres({ ...common, ...(database.schema ? { schemaName: database.schema } : {}) })
}

/** One point from the key's counter, or 429 with the wait until its window ends. */
export async function takePoint(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooManyRequests(message, refusal.msBeforeNext / 1000)
    throw refusal
  }
}
