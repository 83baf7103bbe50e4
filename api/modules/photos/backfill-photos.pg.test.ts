import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { afterEach, beforeEach, it } from 'vitest'
import { loadConfig } from '../../config'
import { connectDatabase } from '../../db/connect'
import { expectPhotoBackfill } from './backfill-photos.cases'

let db: Knex
let schema: string

beforeEach(async () => {
  schema = `photos_backfill_${process.pid}_${randomBytes(4).toString('hex')}`
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_SCHEMA: schema,
  })
  db = connectDatabase(config)
  await db.raw('CREATE SCHEMA ??', [schema])
})

afterEach(async () => {
  await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema])
  await db.destroy()
})

it('turns the data URLs into renditions on upgrade on PostgreSQL, drops what does not decode, and runs again harmlessly', async () => {
  await expectPhotoBackfill(db)
})
