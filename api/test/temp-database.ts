import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { loadConfig, type Config } from '../config'
import { connectDatabase } from '../db/connect'
import { prepareDatabase } from '../prepare-database'

export type TempDatabase = { config: Config; db: Knex; dir: string; close(): Promise<void> }

/** For tests: a migrated SQLite database in a fresh temporary directory, removed by close(). */
export async function tempDatabase(env: NodeJS.ProcessEnv = {}): Promise<TempDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'wellness-test-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir, ...env })
  const db = connectDatabase(config)
  await prepareDatabase(db)
  return {
    config,
    db,
    dir,
    async close() {
      await db.destroy()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
