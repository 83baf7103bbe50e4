import type { Knex } from 'knex'

const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client))

/**
 * Time is an instant (docs/product.md#6-bookings):
 * - bookings.starts_at and ends_at: the session as UTC instants (timestamptz on PostgreSQL, ISO
 *   text ending in Z on SQLite); duration_minutes its length. session_date, session_time and
 *   timezone stay: the wall clock the person asked in.
 * - No two confirmed or completed bookings of a professional overlap: on PostgreSQL an exclusion
 *   constraint over tstzrange(starts_at, ends_at) (btree_gist); SQLite checks inside the writing
 *   transaction. The old one-slot index compared wall-clock text and goes.
 * - bookings.reason_encrypted and join_instructions_encrypted: why it was declined or cancelled,
 *   and how to join, encrypted like the notes.
 * - users.phone (E.164) and phone_consent; professionals.default_join_instructions.
 * - availability: a professional's hours, one row once set.
 * Existing rows get 60-minute sessions; where two held sessions of one professional would then
 * overlap, the earlier ends when the later starts, so the constraint holds for the past too.
 */
const LEGACY_OFFSET_HOURS: Record<string, number> = { 'Africa/Nairobi': 3, 'Africa/Maputo': 2, 'Africa/Lagos': 1 }
const LEGACY_MINUTES = 60

type LegacyRow = {
  id: number
  professional_id: number
  session_date: string
  session_time: string
  timezone: string
  status: string
}

// Frozen: the three zones bookings could carry before this migration have no daylight saving.
function legacyStart(row: LegacyRow): number {
  const [year, month, day] = row.session_date.split('-').map(Number)
  const [hour, minute] = row.session_time.split(':').map(Number)
  const offset = LEGACY_OFFSET_HOURS[row.timezone] ?? 3
  return Date.UTC(year!, month! - 1, day!, hour! - offset, minute!)
}

/** Start and end per booking; held sessions (confirmed, completed) clipped so none overlap. */
function legacyTimes(rows: LegacyRow[]): Map<number, { start: number; end: number }> {
  const times = new Map(
    rows.map((row) => [row.id, { start: legacyStart(row), end: legacyStart(row) + LEGACY_MINUTES * 60_000 }]),
  )
  const held = rows
    .filter((row) => row.status === 'confirmed' || row.status === 'completed')
    .sort((a, b) => a.professional_id - b.professional_id || times.get(a.id)!.start - times.get(b.id)!.start)
  held.forEach((row, i) => {
    const next = held[i + 1]
    if (!next || next.professional_id !== row.professional_id) return
    const own = times.get(row.id)!
    own.end = Math.max(own.start, Math.min(own.end, times.get(next.id)!.start))
  })
  return times
}

export async function up(knex: Knex): Promise<void> {
  const postgres = isPostgres(knex)
  await knex.schema.alterTable('bookings', (t) => {
    t.timestamp('starts_at', { useTz: true }).nullable()
    t.timestamp('ends_at', { useTz: true }).nullable()
    t.integer('duration_minutes').notNullable().defaultTo(LEGACY_MINUTES)
    t.text('reason_encrypted').nullable()
    t.text('join_instructions_encrypted').nullable()
  })
  const rows = (await knex('bookings').select(
    'id',
    'professional_id',
    'session_date',
    'session_time',
    'timezone',
    'status',
  )) as LegacyRow[]
  const times = legacyTimes(rows)
  for (const row of rows) {
    const { start, end } = times.get(row.id)!
    await knex('bookings')
      .where({ id: row.id })
      .update({ starts_at: new Date(start).toISOString(), ends_at: new Date(end).toISOString() })
  }

  await knex.raw('DROP INDEX IF EXISTS bookings_one_slot')
  await knex.schema.alterTable('bookings', (t) => {
    t.index(['professional_id', 'status', 'starts_at'], 'bookings_professional_status_start_index')
    t.index(['user_id', 'created_at'], 'bookings_user_created_index')
  })
  if (postgres) {
    await knex.raw('ALTER TABLE bookings ALTER COLUMN starts_at SET NOT NULL, ALTER COLUMN ends_at SET NOT NULL')
    // One database may hold many schemas migrating at once (the tests): they take turns to add the extension.
    await knex.raw('SELECT pg_advisory_xact_lock(7007)')
    await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public')
    await knex.raw(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist
         (professional_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
         WHERE (status IN ('confirmed', 'completed'))`,
    )
  }

  await knex.schema.alterTable('users', (t) => {
    t.string('phone', 20).nullable()
    t.boolean('phone_consent').notNullable().defaultTo(false)
  })
  await knex.schema.alterTable('professionals', (t) => {
    t.text('default_join_instructions').nullable()
  })
  await knex.schema.createTable('availability', (t) => {
    t.integer('professional_id').primary()
    t.foreign('professional_id', 'availability_professional_id_foreign')
      .references('professionals.id')
      .onDelete('CASCADE')
    t.string('timezone', 64).notNullable()
    t.integer('session_minutes').notNullable()
    t.integer('buffer_minutes').notNullable()
    t.integer('cancellation_notice_hours').notNullable()
    // [{weekday, start, end}] and ["YYYY-MM-DD"], as JSON text.
    t.text('weekly').notNullable()
    t.text('days_off').notNullable()
    t.string('updated_at', 30).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('availability')
  await knex.schema.alterTable('professionals', (t) => t.dropColumn('default_join_instructions'))
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('phone')
    t.dropColumn('phone_consent')
  })
  if (isPostgres(knex)) await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap')
  await knex.schema.alterTable('bookings', (t) => {
    t.dropIndex([], 'bookings_professional_status_start_index')
    t.dropIndex([], 'bookings_user_created_index')
  })
  await knex.schema.alterTable('bookings', (t) => {
    for (const column of [
      'starts_at',
      'ends_at',
      'duration_minutes',
      'reason_encrypted',
      'join_instructions_encrypted',
    ])
      t.dropColumn(column)
  })
  await knex.raw(
    "CREATE UNIQUE INDEX bookings_one_slot ON bookings (professional_id, session_date, session_time) WHERE status IN ('confirmed', 'completed')",
  )
}
