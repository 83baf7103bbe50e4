import type { Knex } from 'knex'
import { placesTable, type PlacePorts } from '../../domain/places/route-table'
import type { PlaceChange } from '../../domain/places/manage-places'
import { auditWithin } from '../../http/audit-entries'
import type { HandlerInput } from '../../http/handler'
import { tableRoutes } from '../../http/mount-table'
import { signedIn } from '../../http/signed-in'
import { knexPlaceStore } from './place-store'
import { findActivePlace, listForAdmin, listPlaces } from './repo'

/** The places' storage over Knex; an admin's change runs in one transaction with its audit entry (the place's id, never a field of it). */
function knexPlacePorts({ ctx, deps, user }: Pick<HandlerInput<'listPlaces'>, 'ctx' | 'deps' | 'user'>): PlacePorts {
  return {
    list: (query) => listPlaces(deps.db, query),
    listForAdmin: (page) => listForAdmin(deps.db, page.limit, page.offset),
    findActive: (placeId) => findActivePlace(deps.db, placeId),
    change(run) {
      const admin = signedIn(user)
      return deps.db.transaction((trx: Knex.Transaction) => {
        const record = (action: PlaceChange, placeId: number) =>
          auditWithin(trx, deps, ctx, {
            action,
            actor: { id: admin.id, role: admin.role },
            subjectId: null,
            target: { type: 'place', id: placeId },
          })
        return run(knexPlaceStore(trx, record))
      })
    },
  }
}

export const placeRoutes = tableRoutes(placesTable, knexPlacePorts)
