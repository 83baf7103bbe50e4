import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { afterEach, beforeEach, it } from 'vitest'
import { loadConfig } from '../config'
import { expectLegacyTimes } from './booking-instants-migration.cases'
import { connectDatabase } from './connect'

let dir: string
let db: Knex

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wellness-instants-'))
  db = connectDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }))
})

afterEach(async () => {
  await db.destroy()
  await rm(dir, { recursive: true, force: true })
})

it('gives legacy bookings in three zones their instants on SQLite, clipping held sessions that would overlap', async () => {
  await expectLegacyTimes(db)
})
