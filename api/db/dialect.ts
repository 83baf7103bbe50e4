import type { Knex } from 'knex'

/** True on PostgreSQL, false on SQLite: for the few queries the two write differently. */
export function isPostgres(db: Knex | Knex.Transaction): boolean {
  return /^(pg|postgres)/.test(String(db.client.config.client))
}
