import type { Knex } from 'knex'
import { isPostgres } from '../../db/dialect'

type Db = Knex | Knex.Transaction

const VERSION = 'directory_version'

/**
 * On SQLite, every statement of a listing also answers total_changes(): the rows this connection
 * has written so far. The app's SQLite pool is one connection, so equal answers mean that no write
 * landed between the statements, and the total and the page agree without the cost of a
 * transaction (two more statements). PostgreSQL reads in a repeatable-read transaction instead.
 */
export function versioned<Query extends Knex.QueryBuilder>(db: Db, query: Query): Query {
  if (!isPostgres(db)) query.select(db.raw(`total_changes() as ${VERSION}`))
  return query
}

/** Runs a listing's statements and notes whether they saw the same data. */
export type Reader = {
  db: Db
  /** `nonEmpty`: no rows means the data changed since an earlier statement. */
  rows<Row>(query: Knex.QueryBuilder, options?: { nonEmpty?: boolean }): Promise<Row[]>
  consistent(): boolean
}

export function createReader(db: Db): Reader {
  const versions = new Set<unknown>()
  let changed = false
  return {
    db,
    async rows<Row>(query: Knex.QueryBuilder, options: { nonEmpty?: boolean } = {}) {
      const rows: Record<string, unknown>[] = await query
      for (const row of rows) versions.add(row[VERSION])
      if (options.nonEmpty && rows.length === 0) changed = true
      return rows as Row[]
    },
    consistent: () => !changed && versions.size <= 1,
  }
}
