import type { Knex } from 'knex'

/**
 * The directory on the database's own search (docs/decisions/002-directory-at-scale.md):
 * - professionals.search_specialties, search_location, search_languages, search_words: the
 *   profile's words, accents and case folded, written ` w1 w2 … ` (api/contract/directory.ts,
 *   searchTexts); the server writes them with every profile change.
 * - SQLite: professional_search, an FTS5 index of those columns with a prefix index, kept by
 *   triggers. PostgreSQL: professionals.search, a generated tsvector (one weight per column) with
 *   a GIN index.
 * - professionals_directory_order: the directory order, read in order for a page of many matches;
 *   on SQLite also professionals_search_order, the order keys by id, to sort a few matches.
 * The old engine's tables (migration 002) go.
 */
const COLUMNS = ['search_specialties', 'search_location', 'search_languages', 'search_words'] as const
const OLD_TABLES = [
  'directory_order',
  'directory_sets',
  'professional_words',
  'directory_entries',
  'professional_terms',
]
const BATCH = 1000

type ProfileRow = {
  id: number
  full_name: string
  username: string
  title: string
  bio: string | null
  location: string | null
  languages: string
  specialties: string
}

// Frozen copies of searchTexts as of this migration: a migration must not change with live code.
const words = (text: string | null) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
const spaced = (list: string[]) => ` ${list.join(' ')} `
const strings = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}
const searchColumns = (row: ProfileRow) => ({
  search_specialties: spaced(strings(row.specialties).flatMap(words)),
  search_location: spaced(words(row.location)),
  search_languages: spaced(strings(row.languages).flatMap(words)),
  search_words: spaced([row.full_name, row.username, row.title, row.bio].flatMap(words)),
})

async function fillSearchColumns(db: Knex): Promise<void> {
  let lastId = 0
  for (;;) {
    const rows: ProfileRow[] = await db('professionals')
      .select('id', 'full_name', 'username', 'title', 'bio', 'location', 'languages', 'specialties')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
    for (const row of rows) await db('professionals').where({ id: row.id }).update(searchColumns(row))
    if (rows.length < BATCH) return
    lastId = Number(rows[rows.length - 1]!.id)
  }
}

async function createSqliteIndex(db: Knex): Promise<void> {
  const values = (prefix: string) => COLUMNS.map((column) => `${prefix}.${column}`).join(', ')
  const names = COLUMNS.join(', ')
  // detail=column: column filters need no word positions; the prefix index answers short prefixes.
  await db.raw(
    `create virtual table professional_search using fts5(${names}, content='professionals', content_rowid='id',
      tokenize='unicode61 remove_diacritics 0', prefix='1 2 3', detail=column)`,
  )
  const remove = `insert into professional_search(professional_search, rowid, ${names}) values ('delete', old.id, ${values('old')});`
  const add = `insert into professional_search(rowid, ${names}) values (new.id, ${values('new')});`
  await db.raw(`create trigger professional_search_insert after insert on professionals begin ${add} end`)
  await db.raw(`create trigger professional_search_delete after delete on professionals begin ${remove} end`)
  await db.raw(
    `create trigger professional_search_update after update of ${names} on professionals begin ${remove} ${add} end`,
  )
  await db.raw(`insert into professional_search(professional_search) values ('rebuild')`)
  // With the filter columns, reading in order for filters alone never visits a profile row.
  await db.raw(
    `create index professionals_directory_order on professionals (is_verified desc, sort_name, id,
      search_specialties, search_location, search_languages)`,
  )
  await db.raw('create index professionals_search_order on professionals (id, is_verified, sort_name)')
}

async function createPostgresIndex(db: Knex): Promise<void> {
  const weighted = COLUMNS.map(
    (column, index) => `setweight(to_tsvector('simple'::regconfig, ${column}), '${'ABCD'[index]}')`,
  ).join(' || ')
  await db.raw(`alter table professionals add column search tsvector generated always as (${weighted}) stored`)
  await db.raw('create index professionals_search on professionals using gin (search)')
  // Binary order, as compareForDirectory (the default collation is linguistic).
  await db.raw(
    'create index professionals_directory_order on professionals (is_verified desc, (sort_name collate "C"), id)',
  )
}

export async function up(db: Knex): Promise<void> {
  const postgres = /^(pg|postgres)/.test(String(db.client.config.client))
  for (const table of OLD_TABLES) await db.schema.dropTableIfExists(table)
  await db.schema.alterTable('professionals', (table) => {
    for (const column of COLUMNS) table.text(column).notNullable().defaultTo(' ')
  })
  await fillSearchColumns(db)
  await (postgres ? createPostgresIndex(db) : createSqliteIndex(db))
}

export async function down(db: Knex): Promise<void> {
  const postgres = /^(pg|postgres)/.test(String(db.client.config.client))
  await db.raw('drop index professionals_directory_order')
  if (postgres) {
    await db.raw('drop index professionals_search')
    await db.raw('alter table professionals drop column search')
  } else {
    await db.raw('drop index professionals_search_order')
    for (const name of ['insert', 'delete', 'update']) await db.raw(`drop trigger professional_search_${name}`)
    await db.raw('drop table professional_search')
  }
  await db.schema.alterTable('professionals', (table) => {
    for (const column of COLUMNS) table.dropColumn(column)
  })
}
