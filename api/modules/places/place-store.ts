import type { Knex } from 'knex'
import type { PlaceChange, PlaceStore } from '../../domain/places/manage-places'
import { findActivePlace, retirePlace, updatePlace } from './repo'
import { insertPlace } from '../../db/place-rows'

/** An admin's change to the places over one transaction; `record` writes its audit entry in it. */
export function knexPlaceStore(
  trx: Knex.Transaction,
  record: (change: PlaceChange, placeId: number) => Promise<void>,
): PlaceStore {
  return {
    findActive: (placeId) => findActivePlace(trx, placeId, { lock: true }),
    insert: (fields, at) => insertPlace(trx, fields, at),
    update: (placeId, fields, at) => updatePlace(trx, placeId, fields, at),
    retire: (placeId, at) => retirePlace(trx, placeId, at),
    recordChange: record,
  }
}
