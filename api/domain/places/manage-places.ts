import { badRequest, notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { COUNTRIES } from '../../contract/regulators'
import type { PlaceInput, PlaceUpdate } from '../../contract/schemas/places'
import { todayIn } from '../../contract/time'
import { words } from '../professionals/directory'
import { hidesWhereItIs, type PlaceFields, type StoredPlace } from './stored-place'

export type PlaceChange = 'placeCreated' | 'placeUpdated' | 'placeRetired'

/**
 * The storage an admin's change to the places needs, inside one transaction of the caller's: the
 * server's over Knex (api/modules/places/place-store.ts), the mocks' over their arrays.
 */
export type PlaceStore = {
  /**
   * The place unless it is retired or unknown, held until the change ends: another change of it
   * waits, then reads what this one wrote (an update writes back every field it read).
   */
  findActive(placeId: number): Promise<StoredPlace | null>
  insert(fields: PlaceFields, at: string): Promise<number>
  update(placeId: number, fields: PlaceFields, at: string): Promise<void>
  retire(placeId: number, at: string): Promise<void>
  /** Appends to the audit trail who did what to which place: never a field of it. */
  recordChange(change: PlaceChange, placeId: number): Promise<void>
}

/** A place anyone may read: 404 when retired or unknown. */
export async function activePlace(store: Pick<PlaceStore, 'findActive'>, placeId: number): Promise<StoredPlace> {
  const place = await store.findActive(placeId)
  if (!place) throw notFound(messages.placeNotFound)
  return place
}

/** Below this many letters a town is only caught as a word of its own ("Voi" in "Voices" is no town). */
const TOWN_INSIDE_WORD_LETTERS = 5

/** Whether the name holds the town: one of its words, or all of it run together inside a word ("NakuruHaven"). */
function namesTown(name: string, town: string): boolean {
  const townWords = words(town)
  const nameWords = words(name)
  if (nameWords.some((word) => townWords.includes(word))) return true
  const joinedTown = townWords.join('')
  return joinedTown.length >= TOWN_INSIDE_WORD_LETTERS && nameWords.join('').includes(joinedTown)
}

/** A safe house's texts that everyone sees. */
const PUBLIC_TEXTS = ['name', 'hours', 'costNote', 'source'] as const

const namingTownRefusal = (field: (typeof PUBLIC_TEXTS)[number]) =>
  field === 'name' ? messages.safeHouseNameNamesTown : messages.safeHouseTextNamesTown

/** A safe house's public texts may not name the town it hides (400 on each that does). */
function checkSafeHouseTexts(fields: PlaceFields): void {
  if (!hidesWhereItIs(fields)) return
  const naming = PUBLIC_TEXTS.filter((field) => {
    const text = fields[field]
    return text !== null && namesTown(text, fields.town)
  })
  const [first] = naming
  if (!first) return
  throw badRequest(
    namingTownRefusal(first),
    Object.fromEntries(naming.map((field) => [field, namingTownRefusal(field)])),
  )
}

/** A check after today in the place's country would keep "not checked since" from ever showing (400 on checkedOn). */
function checkCheckedOn(fields: PlaceFields, now: Date): void {
  if (fields.checkedOn <= todayIn(COUNTRIES[fields.country].timezone, now)) return
  throw badRequest(messages.placeCheckedInFuture, { checkedOn: messages.placeCheckedInFuture })
}

/** What every place, added or changed, must be: 400 otherwise. */
function checkPlace(fields: PlaceFields, now: Date): void {
  checkSafeHouseTexts(fields)
  checkCheckedOn(fields, now)
}

/**
 * POST /api/admin/places: adds a place (400 for a safe house named after its town, or one checked
 * after today); answers its id.
 */
export async function createPlace(store: PlaceStore, input: PlaceInput, now: Date): Promise<number> {
  const fields = { ...input, costNote: input.costNote ?? null }
  checkPlace(fields, now)
  const placeId = await store.insert(fields, now.toISOString())
  await store.recordChange('placeCreated', placeId)
  return placeId
}

/**
 * Another kind would publish a safe house's town and address at once, in answers, search and the
 * copies on people's phones (400 on kind); becoming a safe house is allowed.
 */
function checkKindChange(current: PlaceFields, update: PlaceUpdate): void {
  if (!hidesWhereItIs(current) || update.kind === undefined || hidesWhereItIs({ kind: update.kind })) return
  throw badRequest(messages.safeHouseStaysSafeHouse, { kind: messages.safeHouseStaysSafeHouse })
}

/**
 * PATCH /api/admin/places/{placeId}: changes the fields given; 404 for a retired or unknown place,
 * 400 for a safe house's kind, and as createPlace.
 */
export async function updatePlace(store: PlaceStore, placeId: number, update: PlaceUpdate, now: Date): Promise<void> {
  const { id: _id, demo: _demo, updatedAt: _updatedAt, ...current } = await activePlace(store, placeId)
  checkKindChange(current, update)
  const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined))
  const fields = { ...current, ...changes }
  checkPlace(fields, now)
  await store.update(placeId, fields, now.toISOString())
  await store.recordChange('placeUpdated', placeId)
}

/** DELETE /api/admin/places/{placeId}: the place leaves every list and page for good; 404 when it already has. */
export async function retirePlace(store: PlaceStore, placeId: number, now: Date): Promise<void> {
  await activePlace(store, placeId)
  await store.retire(placeId, now.toISOString())
  await store.recordChange('placeRetired', placeId)
}
