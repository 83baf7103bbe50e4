import { directoryTotalHeader } from '../../api/contract/directory-total'
import { activePlace, createPlace, retirePlace, updatePlace } from '../../api/domain/places/manage-places'
import { adminPlacesPage, placesPage } from '../../api/domain/places/place-search'
import { presentAdminPlace, presentPlace } from '../../api/domain/places/present'
import { activePlaces, findActivePlace, memoryPlaceStore } from '../stores/place-store'
import { mockRoute } from './pipeline'

const reads = { findActive: async (placeId: number) => findActivePlace(placeId) }

export const placeHandlers = [
  mockRoute('listPlaces', ({ query }) => {
    const now = new Date()
    const { page, total } = placesPage(activePlaces(), query)
    return {
      body: page.map((place) => presentPlace(place, now)),
      headers: { 'X-Total-Count': directoryTotalHeader(total) },
    }
  }),

  mockRoute('placePage', async ({ params }) => ({
    body: presentPlace(await activePlace(reads, params.placeId!), new Date()),
  })),

  mockRoute('adminPlaces', ({ query }) => {
    const now = new Date()
    const { page, total } = adminPlacesPage(activePlaces(), query)
    return { body: page.map((place) => presentAdminPlace(place, now)), headers: { 'X-Total-Count': String(total) } }
  }),

  mockRoute('createPlace', async ({ user, body }) => {
    const placeId = await createPlace(memoryPlaceStore(user), body, new Date())
    return { status: 201, body: presentAdminPlace(findActivePlace(placeId)!, new Date()) }
  }),

  mockRoute('updatePlace', async ({ user, params, body }) => {
    await updatePlace(memoryPlaceStore(user), params.placeId!, body, new Date())
    return { body: presentAdminPlace(findActivePlace(params.placeId!)!, new Date()) }
  }),

  mockRoute('retirePlace', async ({ user, params }) => {
    await retirePlace(memoryPlaceStore(user), params.placeId!, new Date())
    return { status: 204, body: undefined }
  }),
]
