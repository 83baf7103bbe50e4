import type { Knex } from 'knex'

/** Accounts, the directory's professionals, bookings and their notes, and the shared server state. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id')
    t.string('username', 50).notNullable()
    // Usernames are unique without regard to case (docs/decisions/001).
    t.string('username_key', 50).notNullable().unique({ indexName: 'users_username_key_unique' })
    // Null: the account cannot sign in (seeded directory professionals).
    t.string('password_hash', 255).nullable()
    t.string('role', 20).notNullable()
    t.string('title', 60).nullable()
    t.string('created_at', 30).notNullable()
  })

  await knex.schema.createTable('professionals', (t) => {
    t.increments('id')
    t.integer('user_id').notNullable().unique({ indexName: 'professionals_user_id_unique' })
    t.foreign('user_id', 'professionals_user_id_foreign').references('users.id').onDelete('CASCADE')
    t.string('username', 50).notNullable()
    t.string('full_name', 100).notNullable()
    t.string('sort_name', 100).notNullable()
    t.string('title', 60).notNullable()
    t.text('bio').nullable()
    t.string('location', 100).nullable()
    t.text('languages').notNullable().defaultTo('[]')
    t.text('specialties').notNullable().defaultTo('[]')
    t.string('session_price', 60).nullable()
    t.text('profile_image_url').nullable()
    t.boolean('is_verified').notNullable().defaultTo(false)
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
  })

  await knex.schema.createTable('bookings', (t) => {
    t.increments('id')
    t.integer('professional_id').notNullable()
    t.foreign('professional_id', 'bookings_professional_id_foreign').references('professionals.id').onDelete('CASCADE')
    t.integer('user_id').notNullable()
    t.foreign('user_id', 'bookings_user_id_foreign').references('users.id').onDelete('CASCADE')
    t.string('session_type', 20).notNullable()
    t.string('session_date', 10).notNullable()
    t.string('session_time', 5).notNullable()
    t.string('timezone', 40).notNullable()
    t.string('status', 20).notNullable()
    t.text('notes_encrypted').nullable()
    t.string('completed_on', 10).nullable()
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
    t.index(['professional_id', 'status', 'session_date', 'session_time'], 'bookings_professional_status_date_index')
    t.index(['user_id'], 'bookings_user_id_index')
  })
  // One confirmed (or completed) booking per professional, date and time, even under racing accepts.
  await knex.raw(
    "CREATE UNIQUE INDEX bookings_one_slot ON bookings (professional_id, session_date, session_time) WHERE status IN ('confirmed', 'completed')",
  )

  await knex.schema.createTable('session_notes', (t) => {
    t.integer('booking_id').primary()
    t.foreign('booking_id', 'session_notes_booking_id_foreign').references('bookings.id').onDelete('CASCADE')
    t.integer('professional_id').notNullable()
    t.foreign('professional_id', 'session_notes_professional_id_foreign')
      .references('professionals.id')
      .onDelete('CASCADE')
    t.text('notes_encrypted').notNullable()
    t.string('updated_at', 30).notNullable()
  })

  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary()
    t.text('data').notNullable()
    t.bigInteger('expires_at').notNullable()
    t.bigInteger('created_at').notNullable()
    t.index(['expires_at'], 'sessions_expires_at_index')
  })

  await knex.schema.createTable('login_attempts', (t) => {
    t.increments('id')
    t.string('username_key', 50).notNullable()
    t.bigInteger('attempted_at').notNullable()
    t.index(['username_key', 'attempted_at'], 'login_attempts_username_key_attempted_at_index')
  })

  await knex.schema.createTable('idempotency_keys', (t) => {
    t.integer('user_id').notNullable()
    t.foreign('user_id', 'idempotency_keys_user_id_foreign').references('users.id').onDelete('CASCADE')
    t.string('key', 128).notNullable()
    t.string('request_hash', 64).notNullable()
    t.integer('status').notNullable()
    t.integer('booking_id').nullable()
    t.bigInteger('created_at').notNullable()
    t.primary(['user_id', 'key'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'login_attempts',
    'sessions',
    'session_notes',
    'bookings',
    'professionals',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table)
  }
}
