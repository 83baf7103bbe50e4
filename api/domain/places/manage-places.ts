import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { PlaceInput, PlaceUpdate } from '../../contract/schemas/places'
import type { PlaceFields, StoredPlace } from './stored-place'

export type PlaceChange = 'placeCreated' | 'placeUpdated' | 'placeRetired'

/**
 * The storage an admin's change to the places needs, inside one transaction of the caller's: the
 * server's over Knex (api/modules/places/place-store.ts), the mocks' over their arrays.
 */
export type PlaceStore = {
  /** The place unless it is retired or unknown. */
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

/** POST /api/admin/places: adds a place; answers its id. */
export async function createPlace(store: PlaceStore, input: PlaceInput, now: Date): Promise<number> {
  const placeId = await store.insert({ ...input, costNote: input.costNote ?? null }, now.toISOString())
  await store.recordChange('placeCreated', placeId)
  return placeId
}

/** PATCH /api/admin/places/{placeId}: changes the fields given; 404 for a retired or unknown place. */
export async function updatePlace(store: PlaceStore, placeId: number, update: PlaceUpdate, now: Date): Promise<void> {
  const { id: _id, demo: _demo, updatedAt: _updatedAt, ...current } = await activePlace(store, placeId)
  const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined))
  await store.update(placeId, { ...current, ...changes }, now.toISOString())
  await store.recordChange('placeUpdated', placeId)
}

/** DELETE /api/admin/places/{placeId}: the place leaves every list and page for good; 404 when it already has. */
export async function retirePlace(store: PlaceStore, placeId: number, now: Date): Promise<void> {
  await activePlace(store, placeId)
  await store.retire(placeId, now.toISOString())
  await store.recordChange('placeRetired', placeId)
}
