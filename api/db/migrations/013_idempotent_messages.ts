import type { Knex } from 'knex'

/**
 * idempotency_keys.message_id: the message a replayed POST /api/bookings/{id}/messages answers
 * with again (booking_id names the thread; the key keeps ids only, never the text).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.integer('message_id').nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => t.dropColumn('message_id'))
}
