import { adminPlacesPage, placesPage } from '../../api/domain/places/place-search'
import { placesTable } from '../../api/domain/places/route-table'
import { signedInUser } from '../sessions'
import { activePlaces, findActivePlace, memoryPlaceStore } from '../stores/place-store'
import { mockTable } from './table'

export const placeHandlers = mockTable(placesTable, ({ user }) => ({
  list: async (query) => placesPage(activePlaces(), query),
  listForAdmin: async (page) => adminPlacesPage(activePlaces(), page),
  findActive: async (placeId) => findActivePlace(placeId),
  change: (run) => run(memoryPlaceStore(signedInUser(user))),
}))
