import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { expectLegacyTimes, migrateLegacyBookings } from './booking-instants-migration.cases'
import { connectDatabase } from './connect'
import { isExclusionViolation } from './exclusion-violation'

let db: Knex
let schema: string

beforeEach(async () => {
  schema = `instants_${process.pid}_${randomBytes(4).toString('hex')}`
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

it('gives legacy bookings in three zones their instants on PostgreSQL, clipping held sessions that would overlap', async () => {
  await expectLegacyTimes(db)
})

it('then refuses a held session overlapping another in a different zone (bookings_no_overlap)', async () => {
  const { ids } = await migrateLegacyBookings(db)
  const error: unknown = await db('bookings')
    .where({ id: ids.maputo })
    .update({ status: 'confirmed' })
    .catch((caught: unknown) => caught)
  expect(isExclusionViolation(error)).toBe(true)
})
