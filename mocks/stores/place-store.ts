import type { PlaceStore } from '../../api/domain/places/manage-places'
import type { StoredPlace } from '../../api/domain/places/stored-place'
import { recordMockAudit } from '../audit'
import { insert, store, type PlaceRow, type UserRow } from '../store'

const activeRow = (placeId: number): PlaceRow | undefined =>
  store.places.find((row) => row.id === placeId && row.retiredAt === null)

/** The place as the use cases read it, a copy: nothing outside the store changes a row. */
export function findActivePlace(placeId: number): StoredPlace | null {
  const row = activeRow(placeId)
  if (!row) return null
  const { retiredAt: _retiredAt, ...place } = structuredClone(row)
  return place
}

/** Every place not retired. */
export const activePlaces = (): StoredPlace[] =>
  store.places.filter((row) => row.retiredAt === null).map((row) => findActivePlace(row.id)!)

/** An admin's change to the places over the in-memory arrays. */
export function memoryPlaceStore(admin: UserRow): PlaceStore {
  return {
    findActive: async (placeId) => findActivePlace(placeId),
    insert: async (fields, at) =>
      insert('places', { ...structuredClone(fields), demo: false, updatedAt: at, retiredAt: null }).id,
    async update(placeId, fields, at) {
      Object.assign(activeRow(placeId)!, structuredClone(fields), { updatedAt: at })
    },
    async retire(placeId, at) {
      Object.assign(activeRow(placeId)!, { retiredAt: at, updatedAt: at })
    },
    async recordChange(action, placeId) {
      recordMockAudit({
        action,
        actor: { id: admin.id, role: admin.role },
        subjectId: null,
        target: { type: 'place', id: placeId },
      })
    },
  }
}
