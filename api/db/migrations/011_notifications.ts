import type { Knex } from 'knex'

/**
 * The platform speaks first (docs/product.md#16-notifications):
 * - users.language ('en' | 'sw') and users.timezone (IANA): the language and zone of every message;
 *   users.phone_verified: the phone was proven with a code (only a verified phone gets SMS).
 * - notification_settings: one row per person who changed a default (no row: the defaults).
 * - notifications: the outbox. Every message is a row before it is sent, one per (event, subject,
 *   recipient, channel), so one event never makes two messages. `body_encrypted` holds the text of
 *   the messages that cannot be written again from their subject (a code), encrypted like notes.
 * - phone_codes: the 6-digit codes (hashed) that verify a phone or reset a password.
 * - push_subscriptions: a device's web push endpoint, owned by the device that made it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('language', 2).notNullable().defaultTo('en')
    t.string('timezone', 64).notNullable().defaultTo('Africa/Nairobi')
    t.boolean('phone_verified').notNullable().defaultTo(false)
  })

  await knex.schema.createTable('notification_settings', (t) => {
    t.integer('user_id').primary()
    t.foreign('user_id', 'notification_settings_user_id_foreign').references('users.id').onDelete('CASCADE')
    t.boolean('sms').notNullable().defaultTo(false)
    t.boolean('push').notNullable().defaultTo(false)
    /** JSON: the events switched off, e.g. {"reminder1h":false}; an event not named is on. */
    t.text('events').notNullable().defaultTo('{}')
    /** HH:MM in the person's zone; both null means no quiet hours. */
    t.string('quiet_start', 5).nullable().defaultTo('21:00')
    t.string('quiet_end', 5).nullable().defaultTo('07:00')
    /** Set when the provider reported STOP, so /account can say why SMS is off. */
    t.string('sms_stopped_at', 30).nullable()
  })

  await knex.schema.createTable('notifications', (t) => {
    t.increments('id')
    t.integer('user_id').notNullable()
    t.foreign('user_id', 'notifications_user_id_foreign').references('users.id').onDelete('CASCADE')
    /** 'sms' | 'push' | 'app' (the in-app list). */
    t.string('channel', 10).notNullable()
    t.string('event', 30).notNullable()
    /** What the event is about, e.g. 'booking:12' or 'code:<random>'. */
    t.string('subject', 80).notNullable()
    t.integer('booking_id').nullable()
    t.string('language', 2).notNullable()
    t.string('scheduled_at', 30).notNullable()
    /** 'pending' → 'sent' → 'delivered', or 'failed' or 'skipped'. */
    t.string('state', 12).notNullable().defaultTo('pending')
    t.integer('attempts').notNullable().defaultTo(0)
    /** While a worker sends it: the instant after which another worker may take it back. */
    t.string('claimed_until', 30).nullable()
    t.string('provider_id', 100).nullable()
    t.text('body_encrypted').nullable()
    t.string('sent_at', 30).nullable()
    t.string('read_at', 30).nullable()
    t.string('created_at', 30).notNullable()
    t.unique(['event', 'subject', 'user_id', 'channel'], { indexName: 'notifications_event_subject_unique' })
    t.index(['state', 'scheduled_at'], 'notifications_due_index')
    t.index(['user_id', 'channel', 'id'], 'notifications_user_channel_index')
    t.index(['provider_id'], 'notifications_provider_id_index')
  })

  await knex.schema.createTable('phone_codes', (t) => {
    t.increments('id')
    t.integer('user_id').notNullable()
    t.foreign('user_id', 'phone_codes_user_id_foreign').references('users.id').onDelete('CASCADE')
    /** 'verify' (the phone on /account) or 'reset' (a forgotten password). */
    t.string('purpose', 10).notNullable()
    t.string('phone', 20).nullable()
    t.string('code_hash', 128).notNullable()
    t.integer('tries').notNullable().defaultTo(0)
    t.string('expires_at', 30).notNullable()
    t.string('used_at', 30).nullable()
    t.string('created_at', 30).notNullable()
    t.index(['user_id', 'purpose'], 'phone_codes_user_purpose_index')
  })

  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id')
    t.integer('user_id').notNullable()
    t.foreign('user_id', 'push_subscriptions_user_id_foreign').references('users.id').onDelete('CASCADE')
    t.text('endpoint').notNullable()
    t.string('endpoint_key', 64).notNullable().unique({ indexName: 'push_subscriptions_endpoint_key_unique' })
    t.string('p256dh', 200).notNullable()
    t.string('auth', 100).notNullable()
    /** The session or device cookie that made it; it ends with that sign-in. */
    t.string('owner', 80).notNullable()
    t.string('created_at', 30).notNullable()
    t.index(['user_id'], 'push_subscriptions_user_id_index')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_subscriptions')
  await knex.schema.dropTable('phone_codes')
  await knex.schema.dropTable('notifications')
  await knex.schema.dropTable('notification_settings')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('phone_verified')
    t.dropColumn('timezone')
    t.dropColumn('language')
  })
}
