import { directoryTotalHeader } from '../../contract/directory-total'
import type { PlacesQuery } from '../../contract/schemas/places'
import type { RouteTable } from '../route-table'
import { activePlace, createPlace, retirePlace, updatePlace, type PlaceStore } from './manage-places'
import { presentAdminPlace, presentPlace } from './present'
import type { StoredPlace } from './stored-place'

type Page = { page: StoredPlace[]; total: number }

/** What the places' routes need of each side's storage. */
export type PlacePorts = {
  /** One page of the public list, in its order (api/domain/places/place-search.ts), and how many match. */
  list(query: PlacesQuery): Promise<Page>
  /** One page of every active place, least recently checked first, and how many there are. */
  listForAdmin(page: { offset: number; limit: number }): Promise<Page>
  findActive(placeId: number): Promise<StoredPlace | null>
  /** Runs an admin's change in one transaction, with its audit entry. */
  change<T>(run: (store: PlaceStore) => Promise<T>): Promise<T>
}

type PlaceRoute = 'listPlaces' | 'placePage' | 'adminPlaces' | 'createPlace' | 'updatePlace' | 'retirePlace'

/** The place as an admin now reads it. */
const adminAnswer = async (ports: PlacePorts, placeId: number) =>
  presentAdminPlace((await ports.findActive(placeId))!, new Date())

/** The places' routes (docs/product.md), mounted by the server and by the mocks alike. */
export const placesTable: RouteTable<PlacePorts, PlaceRoute> = {
  async listPlaces(ports, { query }) {
    const { page, total } = await ports.list(query)
    const now = new Date()
    return {
      body: page.map((place) => presentPlace(place, now)),
      headers: { 'X-Total-Count': directoryTotalHeader(total) },
    }
  },
  async placePage(ports, { params }) {
    return { body: presentPlace(await activePlace(ports, params.placeId!), new Date()) }
  },
  async adminPlaces(ports, { query }) {
    const { page, total } = await ports.listForAdmin(query)
    const now = new Date()
    return { body: page.map((place) => presentAdminPlace(place, now)), headers: { 'X-Total-Count': String(total) } }
  },
  async createPlace(ports, { body }) {
    const placeId = await ports.change((store) => createPlace(store, body, new Date()))
    return { status: 201, body: await adminAnswer(ports, placeId) }
  },
  async updatePlace(ports, { params, body }) {
    const placeId = params.placeId!
    await ports.change((store) => updatePlace(store, placeId, body, new Date()))
    return { body: await adminAnswer(ports, placeId) }
  },
  async retirePlace(ports, { params }) {
    await ports.change((store) => retirePlace(store, params.placeId!, new Date()))
    return { status: 204, body: undefined }
  },
}
