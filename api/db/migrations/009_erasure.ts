import type { Knex } from 'knex'

const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client))

/**
 * What deleting an account needs (docs/product.md#15-trust):
 * - bookings.reason_by: whose words a booking's reason is ('client' or 'professional'), so a
 *   deletion erases the deleted person's reasons and keeps the other party's. Null for reasons
 *   written before this migration (erased when either party deletes their account) and for the
 *   reason a deletion itself writes.
 * - SQLite: the directory's FTS5 index (migration 006) removes a deleted or changed profile's words
 *   from its pages at once ('secure-delete') instead of leaving them until a merge.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.string('reason_by', 20).nullable()
  })
  if (isPostgres(knex)) return
  const [{ version }] = (await knex.raw('select sqlite_version() as version')) as [{ version: string }]
  const [major = 0, minor = 0] = version.split('.').map(Number)
  // FTS5's secure-delete option appeared in SQLite 3.44.
  if (major < 3 || (major === 3 && minor < 44))
    throw new Error(`SQLite ${version} cannot erase directory words at once: 3.44 or later is needed`)
  await knex.raw(`insert into professional_search(professional_search, rank) values ('secure-delete', 1)`)
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) {
    await knex.raw(`insert into professional_search(professional_search, rank) values ('secure-delete', 0)`)
  }
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('reason_by')
  })
}
