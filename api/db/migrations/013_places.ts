import type { Knex } from 'knex'

/**
 * Places of care (docs/product.md#18-places-of-care, docs/decisions/014-places-of-care.md):
 * - places: a rehab centre, safe house, clinic ... as admins keep it. phones, languages, services
 *   and serves are JSON arrays in text (the same on SQLite and PostgreSQL). A safe house's town and
 *   address are stored here and leave the server on admin routes only.
 * - search_location, search_languages, search_words: the words filters and search may match
 *   (api/domain/places/place-search.ts), each ` word word `; a safe house's town and every address
 *   are never among them.
 * - retired_at: an admin retired the place; it is kept (its audit events name it) and shown nowhere.
 * - demo: seeded as demo data; production refuses to start while one exists.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('places', (t) => {
    t.increments('id')
    t.string('name', 120).notNullable()
    t.string('sort_name', 240).notNullable()
    t.string('kind', 30).notNullable()
    t.string('country', 2).notNullable()
    t.string('town', 100).notNullable()
    t.string('address', 300).notNullable()
    t.text('phones').notNullable()
    t.string('hours', 120).notNullable()
    t.text('languages').notNullable()
    t.text('services').notNullable()
    t.text('serves').notNullable()
    t.string('cost', 10).notNullable()
    t.string('cost_note', 200).nullable()
    t.string('access', 20).notNullable()
    t.string('source', 300).notNullable()
    t.string('checked_on', 10).notNullable()
    t.text('search_location').notNullable()
    t.text('search_languages').notNullable()
    t.text('search_words').notNullable()
    t.boolean('demo').notNullable().defaultTo(false)
    t.string('retired_at', 30).nullable()
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
    t.index(['retired_at', 'country', 'kind', 'cost'], 'places_filter_index')
    t.index(['retired_at', 'sort_name', 'id'], 'places_order_index')
    t.index(['retired_at', 'checked_on', 'id'], 'places_checked_index')
    t.index(['demo'], 'places_demo_index')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('places')
}
