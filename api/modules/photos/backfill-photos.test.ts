import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { afterEach, beforeEach, it } from 'vitest'
import { loadConfig } from '../../config'
import { connectDatabase } from '../../db/connect'
import { expectPhotoBackfill } from './backfill-photos.cases'

let dir: string
let db: Knex

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photos-backfill-'))
  db = connectDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }))
})

afterEach(async () => {
  await db.destroy()
  await rm(dir, { recursive: true, force: true })
})

it('turns the data URLs into renditions on upgrade on SQLite, drops what does not decode, and runs again harmlessly', async () => {
  await expectPhotoBackfill(db)
})
