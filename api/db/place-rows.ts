import type { Knex } from 'knex'
import { fixturePlaces } from '../fixtures/places'
import { DEFAULT_TIMEZONE } from '../contract/schemas/bookings'
import { addDays, todayIn } from '../contract/time'
import { placeSearchTexts, placeSortName } from '../domain/places/place-search'
import type { PlaceFields, StoredPlace } from '../domain/places/stored-place'

type Db = Knex | Knex.Transaction

/** A places row as knex reads it (migration 013); the places module and the demo seed write them. */
export type PlaceRow = {
  id: number | string
  name: string
  kind: StoredPlace['kind']
  country: StoredPlace['country']
  town: string
  address: string
  phones: string
  hours: string
  languages: string
  services: string
  serves: string
  cost: StoredPlace['cost']
  cost_note: string | null
  access: StoredPlace['access']
  source: string
  checked_on: string
  demo: boolean | number
  updated_at: string
}

export const PLACE_COLUMNS = [
  'id',
  'name',
  'kind',
  'country',
  'town',
  'address',
  'phones',
  'hours',
  'languages',
  'services',
  'serves',
  'cost',
  'cost_note',
  'access',
  'source',
  'checked_on',
  'demo',
  'updated_at',
] as const

export function storedPlace(row: PlaceRow): StoredPlace {
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    country: row.country,
    town: row.town,
    address: row.address,
    phones: JSON.parse(row.phones) as string[],
    hours: row.hours,
    languages: JSON.parse(row.languages) as string[],
    services: JSON.parse(row.services) as StoredPlace['services'],
    serves: JSON.parse(row.serves) as StoredPlace['serves'],
    cost: row.cost,
    costNote: row.cost_note,
    access: row.access,
    source: row.source,
    checkedOn: row.checked_on,
    demo: Boolean(row.demo),
    updatedAt: row.updated_at,
  }
}

/** The columns a place's fields are written to, its search words and sort key with them. */
export function placeColumns(fields: PlaceFields) {
  const search = placeSearchTexts(fields)
  return {
    name: fields.name,
    sort_name: placeSortName(fields.name),
    kind: fields.kind,
    country: fields.country,
    town: fields.town,
    address: fields.address,
    phones: JSON.stringify(fields.phones),
    hours: fields.hours,
    languages: JSON.stringify(fields.languages),
    services: JSON.stringify(fields.services),
    serves: JSON.stringify(fields.serves),
    cost: fields.cost,
    cost_note: fields.costNote,
    access: fields.access,
    source: fields.source,
    checked_on: fields.checkedOn,
    search_location: search.location,
    search_languages: search.languages,
    search_words: search.words,
  }
}

/** Inserts a place; answers its id. */
export async function insertPlace(db: Db, fields: PlaceFields, at: string, demo = false): Promise<number> {
  const [row] = await db('places')
    .insert({ ...placeColumns(fields), demo, created_at: at, updated_at: at })
    .returning<{ id: number | string }[]>('id')
  return Number(row!.id)
}

/** The demo seed's sample places (api/fixtures/places.ts), checked `checkedDaysAgo` before today in Nairobi. */
export async function insertDemoPlaces(db: Db, now: Date): Promise<void> {
  const today = todayIn(DEFAULT_TIMEZONE, now)
  for (const { checkedDaysAgo, ...fixture } of fixturePlaces) {
    await insertPlace(db, { ...fixture, checkedOn: addDays(today, -checkedDaysAgo) }, now.toISOString(), true)
  }
}
