import type { Knex } from 'knex'

/**
 * A private thread per booking (docs/product.md#17-messages):
 * - messages: what the two people of a booking write to each other, the text encrypted like notes.
 *   A deleted account's messages are deleted with it; the other party's stay.
 * - message_reads: how far each party has read a thread (the unread counts).
 * - message_reports: a message one party showed to the admins, with their reason (encrypted), and
 *   when and by which admin it was marked handled (the admin's id is cleared if their account goes).
 * - bookings.thread_closed_at: the professional closed the thread (read-only from then on).
 * - professionals.usual_reply_time: "within 1 working day", shown in the thread outside a session.
 * - idempotency_keys.message_id: the message a replayed post answers with again (ids only, never the text).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('messages', (t) => {
    t.increments('id')
    t.integer('booking_id').notNullable()
    t.foreign('booking_id', 'messages_booking_id_foreign').references('bookings.id').onDelete('CASCADE')
    t.integer('sender_id').notNullable()
    t.foreign('sender_id', 'messages_sender_id_foreign').references('users.id').onDelete('CASCADE')
    t.text('body_encrypted').notNullable()
    t.string('created_at', 30).notNullable()
    t.index(['booking_id', 'id'], 'messages_booking_index')
    t.index(['sender_id', 'booking_id', 'created_at'], 'messages_sender_index')
  })

  await knex.schema.createTable('message_reads', (t) => {
    t.integer('booking_id').notNullable()
    t.foreign('booking_id', 'message_reads_booking_id_foreign').references('bookings.id').onDelete('CASCADE')
    t.integer('user_id').notNullable()
    t.foreign('user_id', 'message_reads_user_id_foreign').references('users.id').onDelete('CASCADE')
    t.integer('up_to').notNullable()
    t.primary(['booking_id', 'user_id'])
  })

  await knex.schema.createTable('message_reports', (t) => {
    t.increments('id')
    t.integer('message_id').notNullable()
    t.foreign('message_id', 'message_reports_message_id_foreign').references('messages.id').onDelete('CASCADE')
    t.integer('reporter_id').notNullable()
    t.foreign('reporter_id', 'message_reports_reporter_id_foreign').references('users.id').onDelete('CASCADE')
    t.text('reason_encrypted').nullable()
    t.string('created_at', 30).notNullable()
    t.string('handled_at', 30).nullable()
    t.integer('handled_by').nullable()
    t.foreign('handled_by', 'message_reports_handled_by_foreign').references('users.id').onDelete('SET NULL')
    t.unique(['message_id', 'reporter_id'], { indexName: 'message_reports_once' })
  })

  await knex.schema.alterTable('bookings', (t) => {
    t.string('thread_closed_at', 30).nullable()
  })
  await knex.schema.alterTable('professionals', (t) => {
    t.string('usual_reply_time', 60).nullable()
  })
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.integer('message_id').nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => t.dropColumn('message_id'))
  await knex.schema.alterTable('professionals', (t) => t.dropColumn('usual_reply_time'))
  await knex.schema.alterTable('bookings', (t) => t.dropColumn('thread_closed_at'))
  await knex.schema.dropTable('message_reports')
  await knex.schema.dropTable('message_reads')
  await knex.schema.dropTable('messages')
}
