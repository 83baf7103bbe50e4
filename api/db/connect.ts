import { mkdirSync, readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import knex, { type Knex } from 'knex'
import pg from 'pg'
import type { Config } from '../config'
import { runBackfills } from './backfills'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

// COUNT(*) and bigint columns (epoch ms) come back from pg as strings unless parsed; all fit in a double.
pg.types.setTypeParser(20, Number)

type SqliteConnection = { exec(sql: string, done: (error: Error | null) => void): void }

// WAL for concurrent readers; FULL sync so nothing acknowledged is lost on power failure.
const SQLITE_PRAGMAS =
  'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;'

const schemas = new WeakMap<Knex, string>()

/**
 * Migrations are imported by our own code rather than by knex, so the same .ts files load under
 * tsx (npm start, the knex CLI through knexfile.ts) and under vitest.
 */
const migrationSource: Knex.MigrationSource<{ file: string }> = {
  async getMigrations() {
    return readdirSync(MIGRATIONS_DIR)
      .filter((file) => /^\d+_[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => ({ file }))
  },
  getMigrationName: ({ file }) => file,
  async getMigration({ file }) {
    return (await import(pathToFileURL(`${MIGRATIONS_DIR}/${file}`).href)) as Knex.Migration
  },
}

export function knexConfig(config: Config): Knex.Config {
  const migrations: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' }
  // Failed queries report their SQL without the bound values (password hashes, encrypted notes).
  const common = { compileSqlOnError: false, migrations }
  if (config.database.client === 'sqlite') {
    return {
      ...common,
      client: 'sqlite3',
      connection: { filename: config.database.file },
      useNullAsDefault: true,
      pool: {
        afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
          connection.exec(SQLITE_PRAGMAS, (error) => done(error, connection))
        },
      },
    }
  }
  const { url, schema } = config.database
  return {
    ...common,
    client: 'pg',
    connection: url,
    ...(schema ? { searchPath: [schema] } : {}),
    migrations: schema ? { ...migrations, schemaName: schema } : migrations,
  }
}

export function connectDatabase(config: Config): Knex {
  if (config.database.client === 'sqlite') mkdirSync(dirname(config.database.file), { recursive: true })
  const db = knex(knexConfig(config))
  if (config.database.client === 'postgres' && config.database.schema) schemas.set(db, config.database.schema)
  return db
}

export async function migrateLatest(db: Knex): Promise<void> {
  const schema = schemas.get(db)
  if (schema) await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema])
  await db.migrate.latest()
  await runBackfills(db)
}
