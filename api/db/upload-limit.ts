import type { Knex } from 'knex'
import type { DatabaseConfig } from '../config'
import type { Limits } from '../contract/limits'
import { messages } from '../contract/messages'
import { createDatabaseLimiter, takePoint } from './rate-limiter'

const HOUR_SECONDS = 60 * 60

/** Counts one call that may carry an upload against the account's hour; 429 past the limit. */
export type UploadLimit = (userId: number) => Promise<void>

/** The per-account upload limit (docs/decisions/001, step 6), kept in the database like the sign-in counters. */
export function createUploadLimit(db: Knex, database: DatabaseConfig, limits: Limits): UploadLimit {
  const limiter = createDatabaseLimiter(db, database, {
    keyPrefix: 'upload-account',
    points: limits.uploadsPerAccountPerHour,
    duration: HOUR_SECONDS,
  })
  return (userId) => takePoint(limiter, String(userId), messages.tooManyUploads)
}
