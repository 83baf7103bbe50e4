import type { Knex } from 'knex'
import { isPostgres } from './dialect'

/**
 * SQLite: moves every page a deletion rewrote from the WAL into the database file and empties
 * the WAL, so the erased text is in neither file (secure_delete zeroed it in the pages themselves).
 * PostgreSQL keeps no such copy we can reach.
 */
export async function flushErasedPages(db: Knex): Promise<void> {
  if (!isPostgres(db)) await db.raw('PRAGMA wal_checkpoint(TRUNCATE)')
}
