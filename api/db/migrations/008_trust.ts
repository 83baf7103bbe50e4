import type { Knex } from 'knex'

const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client))

const FILTER_COLUMNS = 'search_specialties, search_location, search_languages'

/**
 * Migration 006's directory order indexes, led by `listed` when `withListing` (the directory reads
 * only listed rows) and holding verified_until (the ?verified=true filter reads it).
 */
async function directoryIndexes(knex: Knex, withListing: boolean): Promise<void> {
  await knex.raw('drop index professionals_directory_order')
  const [lead, until] = withListing ? ['listed, ', ', verified_until'] : ['', '']
  if (isPostgres(knex)) {
    await knex.raw(
      `create index professionals_directory_order on professionals (${lead}is_verified desc, (sort_name collate "C"), id${until})`,
    )
    return
  }
  await knex.raw('drop index professionals_search_order')
  await knex.raw(
    `create index professionals_directory_order on professionals (${lead}is_verified desc, sort_name, id${until}, ${FILTER_COLUMNS})`,
  )
  await knex.raw(`create index professionals_search_order on professionals (id, ${lead}is_verified${until}, sort_name)`)
}

/**
 * Trust (docs/product.md#15-trust):
 * - professionals.listed: the profile is complete enough to be listed and booked (kept by the
 *   code that writes profiles; rows written before this migration get it from a backfill). The
 *   directory's order indexes lead with it.
 * - professionals.verified_until: the end of the verified licence's expiry date in its regulator's
 *   country; is_verified stays as the directory's ordering column and is true only while a check
 *   stands. No badge before this migration was a check anyone made, so every is_verified turns false.
 * - verifications: what a professional submitted and where it stands (one row per professional).
 * - licence_documents: the uploaded licence file, encrypted like the notes.
 * - audit_events: the append-only trail of security and care events; triggers refuse any update
 *   or delete, and the rows keep ids, never names or text, so they outlive a deleted account.
 * - users.deleted_at: a deleted account keeps its row (bookings still point at it) with every
 *   personal field overwritten.
 * - sessions.user_id: whose session it is, so a password change or a deletion can end them all.
 */
export async function up(knex: Knex): Promise<void> {
  const postgres = isPostgres(knex)

  await knex.schema.alterTable('users', (t) => {
    t.string('deleted_at', 30).nullable()
  })
  await knex.schema.alterTable('professionals', (t) => {
    t.boolean('listed').notNullable().defaultTo(false)
    t.timestamp('verified_until', { useTz: true }).nullable()
  })
  await knex('professionals').update({ is_verified: false })
  await directoryIndexes(knex, true)

  await knex.schema.createTable('verifications', (t) => {
    t.integer('professional_id').primary()
    t.foreign('professional_id', 'verifications_professional_id_foreign')
      .references('professionals.id')
      .onDelete('CASCADE')
    t.string('state', 20).notNullable()
    t.string('regulator', 20).notNullable()
    t.string('regulator_name', 120).nullable()
    t.string('registration_number', 60).notNullable()
    t.string('licence_expires_on', 10).notNullable()
    t.timestamp('valid_until', { useTz: true }).notNullable()
    t.timestamp('submitted_at', { useTz: true }).notNullable()
    t.timestamp('checked_at', { useTz: true }).nullable()
    t.integer('checked_by').nullable()
    t.text('reason').nullable()
    t.index(['state', 'submitted_at'], 'verifications_state_submitted_at_index')
  })

  await knex.schema.createTable('licence_documents', (t) => {
    t.integer('professional_id').primary()
    t.foreign('professional_id', 'licence_documents_professional_id_foreign')
      .references('professionals.id')
      .onDelete('CASCADE')
    t.string('content_type', 40).notNullable()
    t.integer('bytes').notNullable()
    t.text('data_encrypted').notNullable()
    t.timestamp('uploaded_at', { useTz: true }).notNullable()
  })

  await knex.schema.createTable('audit_events', (t) => {
    t.increments('id')
    t.timestamp('at', { useTz: true }).notNullable()
    t.string('action', 40).notNullable()
    t.integer('actor_id').nullable()
    t.string('actor_role', 20).nullable()
    // The account the event concerns: the person sees the events about them.
    t.integer('subject_id').nullable()
    t.string('target_type', 20).nullable()
    t.integer('target_id').nullable()
    t.string('detail', 40).nullable()
    t.string('ip_hash', 64).nullable()
    t.index(['subject_id', 'id'], 'audit_events_subject_index')
    t.index(['action', 'id'], 'audit_events_action_index')
    t.index(['actor_id', 'action', 'at'], 'audit_events_actor_index')
  })
  if (postgres) {
    await knex.raw(`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end $$`)
    await knex.raw(`create trigger audit_events_append_only before update or delete on audit_events
      for each row execute function audit_events_append_only()`)
  } else {
    for (const event of ['update', 'delete']) {
      await knex.raw(`create trigger audit_events_no_${event} before ${event} on audit_events
        begin select raise(abort, 'audit_events is append-only'); end`)
    }
  }

  await knex.schema.alterTable('sessions', (t) => {
    t.integer('user_id').nullable()
    t.index(['user_id'], 'sessions_user_id_index')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropIndex(['user_id'], 'sessions_user_id_index')
    t.dropColumn('user_id')
  })
  if (isPostgres(knex)) {
    await knex.raw('drop trigger if exists audit_events_append_only on audit_events')
    await knex.raw('drop function if exists audit_events_append_only()')
  }
  await knex.schema.dropTable('audit_events')
  await knex.schema.dropTable('licence_documents')
  await knex.schema.dropTable('verifications')
  await directoryIndexes(knex, false)
  await knex.schema.alterTable('professionals', (t) => {
    t.dropColumn('verified_until')
    t.dropColumn('listed')
  })
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deleted_at')
  })
}
