import type { Knex } from 'knex'
import type { PlacesQuery } from '../../contract/schemas/places'
import { placeClauses, placeSearchColumn } from '../../domain/places/place-search'
import { atomNeedle, type SearchClause } from '../../domain/professionals/directory'
import type { PlaceFields, StoredPlace } from '../../domain/places/stored-place'
import { isPostgres } from '../../db/dialect'
import { PLACE_COLUMNS, placeColumns, storedPlace, type PlaceRow } from '../../db/place-rows'

type Db = Knex | Knex.Transaction

const active = (db: Db) => db('places').whereNull('retired_at')

/** Every clause, each one alternative or another, each alternative all of its atoms, as `like` tests. */
function matching(query: Knex.QueryBuilder, clauses: SearchClause[]): Knex.QueryBuilder {
  const atoms = clauses.flat(2)
  if (atoms.length === 0) return query
  const sql = clauses
    .map(
      (clause) =>
        `(${clause.map((all) => all.map((atom) => `${placeSearchColumn(atom)} like ?`).join(' and ')).join(' or ')})`,
    )
    .join(' and ')
  return query.whereRaw(
    sql,
    atoms.map((atom) => `%${atomNeedle(atom)}%`),
  )
}

/** The places not retired that answer the query: the same rule as matchesPlacesQuery (place-search.ts). */
function matches(db: Db, query: PlacesQuery): Knex.QueryBuilder {
  const found = active(db)
  if (query.kind) found.where('kind', query.kind)
  if (query.country) found.where('country', query.country)
  if (query.cost) found.where('cost', query.cost)
  return matching(found, placeClauses(query))
}

const byName = (db: Db) => (isPostgres(db) ? 'sort_name collate "C", id' : 'sort_name, id')

/** GET /api/places: one page in comparePlaces order, and how many match. */
export async function listPlaces(db: Db, query: PlacesQuery): Promise<{ page: StoredPlace[]; total: number }> {
  const rows = (await matches(db, query)
    .orderByRaw(byName(db))
    .limit(query.limit)
    .offset(query.offset)
    .select(PLACE_COLUMNS)) as PlaceRow[]
  const counted = (await matches(db, query).count({ n: '*' }).first()) as { n: number | string } | undefined
  return { page: rows.map(storedPlace), total: Number(counted?.n ?? 0) }
}

/** GET /api/admin/places: every place not retired, least recently checked first. */
export async function listForAdmin(db: Db, limit: number, offset: number) {
  const rows = (await active(db)
    .orderBy([{ column: 'checked_on' }, { column: 'id' }])
    .limit(limit)
    .offset(offset)
    .select(PLACE_COLUMNS)) as PlaceRow[]
  const counted = (await active(db).count({ n: '*' }).first()) as { n: number | string } | undefined
  return { page: rows.map(storedPlace), total: Number(counted?.n ?? 0) }
}

/**
 * The place unless it is retired or unknown. `lock`, inside an admin's change, holds its row until
 * the change commits (PostgreSQL; SQLite writes one transaction at a time): a change begun meanwhile
 * waits, then reads what this one wrote, rather than writing back a safe house as the clinic it was.
 */
export async function findActivePlace(db: Db, placeId: number, { lock = false } = {}): Promise<StoredPlace | null> {
  const place = active(db).where({ id: placeId })
  const row = (await (lock ? place.forUpdate() : place).first(PLACE_COLUMNS)) as PlaceRow | undefined
  return row ? storedPlace(row) : null
}

export async function updatePlace(db: Db, placeId: number, fields: PlaceFields, at: string): Promise<void> {
  await db('places')
    .where({ id: placeId })
    .update({ ...placeColumns(fields), updated_at: at })
}

export async function retirePlace(db: Db, placeId: number, at: string): Promise<void> {
  await db('places').where({ id: placeId }).update({ retired_at: at, updated_at: at })
}
