import type { Knex } from 'knex'
import { tempDatabase } from '../../db/temp-database'

export type DirectoryTestDatabase = { db: Knex; close(): Promise<void> }

/**
 * For the directory tests: a migrated SQLite database, or with DATABASE_URL a schema of its own on
 * that PostgreSQL server, dropped by close().
 */
export async function directoryTestDatabase(): Promise<DirectoryTestDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) return tempDatabase()
  const schema = `directory_test_${process.pid}_${Date.now()}`
  const temp = await tempDatabase({ DATABASE_URL: url, DATABASE_SCHEMA: schema })
  return {
    db: temp.db,
    async close() {
      await temp.db.raw('drop schema ?? cascade', [schema])
      await temp.close()
    },
  }
}
