import type { Knex } from 'knex'

/**
 * The first directory engine's search tables, dropped by migration 006 (the database's own search):
 * - professional_terms: a professional's filter terms (specialty, location, language words) and
 *   ('all', ''), each with a copy of the directory order keys, so that each term is an index range
 *   already in directory order: a page reads a few entries and stops.
 * - directory_entries: each professional's order keys by id, to sort a few matches (rowid lookups).
 * - professional_words: the words of name, username, title and bio (what `q` searches).
 * - directory_sets: for every term and every word prefix, the set of professionals that have it,
 *   as compressed id sets. Exact totals are intersections of a few small blobs.
 * - directory_order: a version number of the directory order.
 * All were derived from professionals in the writer's transaction.
 */
export async function up(db: Knex): Promise<void> {
  const postgres = /^(pg|postgres)/.test(String(db.client.config.client))
  // Binary order and ranges as in compareForDirectory; PostgreSQL's default collation is linguistic.
  const binaryText = (table: Knex.CreateTableBuilder, name: string) =>
    postgres ? table.specificType(name, 'text collate "C"') : table.text(name)

  await db.schema.createTable('professional_terms', (table) => {
    table.integer('professional_id').notNullable().references('id').inTable('professionals').onDelete('CASCADE')
    table.string('kind', 16).notNullable()
    binaryText(table, 'term').notNullable()
    // 0 for verified, 1 for not: verified first in ascending order.
    table.smallint('unverified').notNullable()
    binaryText(table, 'sort_name').notNullable()
    table.primary(['professional_id', 'kind', 'term'])
    table.index(['kind', 'term', 'unverified', 'sort_name', 'professional_id'], 'professional_terms_ordered')
  })
  if (postgres) {
    // Without it the planner multiplies the frequencies of kind and term ('all' and '' always go
    // together), underestimates a range tenfold and sorts it instead of reading the index in order.
    await db.raw('create statistics ?? (dependencies, mcv) on kind, term from ??', [
      'professional_terms_kind_term',
      'professional_terms',
    ])
  }

  await db.schema.createTable('directory_entries', (table) => {
    table.integer('professional_id').primary().references('id').inTable('professionals').onDelete('CASCADE')
    table.smallint('unverified').notNullable()
    binaryText(table, 'sort_name').notNullable()
  })

  await db.schema.createTable('professional_words', (table) => {
    table.integer('professional_id').notNullable().references('id').inTable('professionals').onDelete('CASCADE')
    binaryText(table, 'word').notNullable()
    table.primary(['professional_id', 'word'])
  })

  await db.schema.createTable('directory_sets', (table) => {
    binaryText(table, 'set_key').notNullable()
    // Ids >>> 16: each row holds the members of one range of 65536 ids.
    table.integer('chunk').notNullable()
    table.integer('cardinality').notNullable()
    table.binary('members').notNullable()
    table.primary(['set_key', 'chunk'])
  })

  await db.schema.createTable('directory_order', (table) => {
    table.integer('id').primary()
    // Bumped by every change to the directory order, for the old engine's caches.
    table.integer('version').notNullable()
  })
  await db('directory_order').insert({ id: 1, version: 0 })

  // This migration used to index the professionals already there: migration 006 replaces these
  // tables with an index it builds itself, so nothing fills them any more.
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('directory_order')
  await db.schema.dropTableIfExists('directory_sets')
  await db.schema.dropTableIfExists('professional_words')
  await db.schema.dropTableIfExists('directory_entries')
  await db.schema.dropTableIfExists('professional_terms')
}
