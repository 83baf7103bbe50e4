import type { Context } from 'koa'
import type { Knex } from 'knex'
import { directoryTotalHeader } from '../../contract/directory-total'
import {
  activePlace,
  createPlace,
  retirePlace,
  updatePlace,
  type PlaceChange,
  type PlaceStore,
} from '../../domain/places/manage-places'
import { presentAdminPlace, presentPlace } from '../../domain/places/present'
import { auditWithin } from '../../http/audit-entries'
import { handle, type AppDeps, type SessionUser } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { knexPlaceStore } from './place-store'
import { findActivePlace, listForAdmin, listPlaces } from './repo'

/** Runs an admin's change in one transaction with its audit entry (the place's id, never a field of it). */
function change<T>(deps: AppDeps, ctx: Context, user: SessionUser | null, run: (store: PlaceStore) => Promise<T>) {
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
}

/** The place as an admin now reads it. */
const adminAnswer = async (deps: AppDeps, placeId: number) =>
  presentAdminPlace((await findActivePlace(deps.db, placeId))!, new Date())

export const placeRoutes = [
  handle('listPlaces', async ({ deps, query }) => {
    const { places, count } = await listPlaces(deps.db, query)
    const now = new Date()
    return {
      body: places.map((place) => presentPlace(place, now)),
      headers: { 'X-Total-Count': directoryTotalHeader(count) },
    }
  }),
  handle('placePage', async ({ deps, params }) => ({
    body: presentPlace(
      await activePlace({ findActive: (id) => findActivePlace(deps.db, id) }, params.placeId!),
      new Date(),
    ),
  })),
  handle('adminPlaces', async ({ deps, query }) => {
    const { places, count } = await listForAdmin(deps.db, query.limit, query.offset)
    const now = new Date()
    return { body: places.map((place) => presentAdminPlace(place, now)), headers: { 'X-Total-Count': String(count) } }
  }),
  handle('createPlace', async ({ ctx, deps, user, body }) => {
    const placeId = await change(deps, ctx, user, (store) => createPlace(store, body, new Date()))
    return { status: 201, body: await adminAnswer(deps, placeId) }
  }),
  handle('updatePlace', async ({ ctx, deps, user, params, body }) => {
    const placeId = params.placeId!
    await change(deps, ctx, user, (store) => updatePlace(store, placeId, body, new Date()))
    return { body: await adminAnswer(deps, placeId) }
  }),
  handle('retirePlace', async ({ ctx, deps, user, params }) => {
    await change(deps, ctx, user, (store) => retirePlace(store, params.placeId!, new Date()))
    return { status: 204, body: undefined }
  }),
]
