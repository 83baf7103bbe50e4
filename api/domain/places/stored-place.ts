import type { PlaceInput } from '../../contract/schemas/places'

/** A place's fields as an admin last wrote them (costNote null when none). */
export type PlaceFields = Omit<PlaceInput, 'costNote'> & { costNote: string | null }

/** A place as both sides keep it, before any presenter has decided what leaves the server. */
export type StoredPlace = PlaceFields & {
  id: number
  demo: boolean
  updatedAt: string
}

/** A safe house's town and address are given on admin routes only (docs/decisions/014-places-of-care.md). */
export const hidesWhereItIs = (place: Pick<PlaceFields, 'kind'>) => place.kind === 'safe-house'
