import { chmodSync, closeSync, existsSync, openSync, readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import knex, { type Knex } from 'knex'
import pg from 'pg'
import type { Config } from '../config'
import { ensurePrivateDir } from '../config-secrets'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

// COUNT(*) and bigint columns (epoch ms) come back from pg as strings unless parsed; all fit in a double.
pg.types.setTypeParser(20, Number)

type SqliteConnection = { exec(sql: string, done: (error: Error | null) => void): void }

// WAL for concurrent readers; FULL sync so nothing acknowledged is lost on power failure;
// secure_delete overwrites what is deleted, so an erased account's text stays in no free page.
const SQLITE_PRAGMAS =
  'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;'

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
  if (config.database.client === 'sqlite') keepPrivate(config.database.file)
  const db = knex(knexConfig(config))
  if (config.database.client === 'postgres' && config.database.schema) schemas.set(db, config.database.schema)
  return db
}

/**
 * Creates the schema, migrates, then runs `then` (api/prepare-database.ts: the backfills and the demo seed). On PostgreSQL one
 * process at a time, under an advisory lock held by a transaction of its own: processes starting
 * together on an empty database would otherwise all create knex's tables and fail.
 */
export async function migrateLatest(db: Knex, then: () => Promise<unknown> = async () => {}): Promise<void> {
  const schema = schemas.get(db)
  const prepare = async () => {
    if (schema) await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema])
    await db.migrate.latest()
    await then()
  }
  if (!isPostgres(db)) return prepare()
  await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`wellness-startup:${schema ?? 'public'}`])
    await prepare()
  })
}

const isPostgres = (db: Knex) => db.client.config.client === 'pg'

/**
 * The SQLite file and its WAL and shared-memory files, readable by the server's user only: SQLite
 * gives the -wal and -shm files the database file's mode, so the file is created 0600 first.
 */
function keepPrivate(file: string): void {
  ensurePrivateDir(dirname(file))
  closeSync(openSync(file, 'a', 0o600))
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600)
  }
}
