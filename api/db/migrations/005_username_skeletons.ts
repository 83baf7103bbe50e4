import type { Knex } from 'knex'

const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client))

/**
 * Usernames compared as Unicode says (docs/decisions/001, "Input is what it says"): a TR39
 * skeleton per account, unique, so two look-alike names cannot both register even when they race.
 * Null until api/db/backfills.ts fills it for existing rows, and for a legacy look-alike after.
 * The key (NFKC, case folded) and the skeleton can be longer than the 50 characters typed (ß -> ss,
 * m -> rn), so on PostgreSQL the key columns become text; SQLite never enforced the length.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('username_skeleton').nullable()
  })
  await knex.schema.alterTable('users', (table) => {
    table.unique(['username_skeleton'], { indexName: 'users_username_skeleton_unique' })
  })
  if (!isPostgres(knex)) return
  await knex.raw('alter table ?? alter column ?? type text', ['users', 'username_key'])
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropUnique(['username_skeleton'], 'users_username_skeleton_unique')
  })
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('username_skeleton')
  })
}
