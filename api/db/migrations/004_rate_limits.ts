import type { Knex } from 'knex'

/**
 * rate-limiter-flexible's counters (api/db/rate-limiter.ts), in the columns its SQLite and
 * PostgreSQL stores read: one row per limiter key with its points and the epoch ms it expires at.
 * They replace login_attempts: sign-in and registration limits are all kept here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    // Text: a username's key can be long once folded (NFKC turns one character into up to 18).
    t.text('key').primary()
    t.integer('points').notNullable().defaultTo(0)
    t.bigInteger('expire').nullable()
    t.index(['expire'], 'rate_limits_expire_index')
  })
  await knex.schema.dropTable('login_attempts')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_attempts', (t) => {
    t.increments('id')
    t.string('username_key', 50).notNullable()
    t.bigInteger('attempted_at').notNullable()
    t.index(['username_key', 'attempted_at'], 'login_attempts_username_key_attempted_at_index')
  })
  await knex.schema.dropTable('rate_limits')
}
