import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Place } from '../../../api/contract/schemas/places'
import { callApi } from '../../lib/api-client'
import { pageTotal } from '../../lib/page-total'
import { queryRoots } from '../../lib/query-keys'
import { readWithHeaders } from '../../lib/read-with-headers'
import type { PlacesFilters } from './filters'

/** Places shown at a time on /places (the API's default page). */
export const PLACES_PAGE_SIZE = 20

export type PlacesPage = { places: Place[]; total: number }

/** /places's list for some filters; stored on this device (app/lib/offline/stored-queries.ts). */
export const placesKey = (filters: PlacesFilters) => [...queryRoots.places, 'list', filters] as const

/** Every place's page (placeKey). */
export const placePagesKey = [...queryRoots.places, 'page'] as const

/** One place's page; stored on this device. */
export const placeKey = (placeId: number) => [...placePagesKey, placeId] as const

/** One page of GET /api/places; the total comes from X-Total-Count. */
export async function fetchPlacesPage(
  filters: PlacesFilters,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<PlacesPage> {
  const { data, headers } = await readWithHeaders('listPlaces', { query: { ...filters, limit, offset }, signal })
  return { places: data, total: pageTotal(headers, offset, data.length, limit) }
}

/** The next offset: the count shown so far, while the server holds more. */
export function nextPlacesOffset(last: PlacesPage, pages: PlacesPage[]): number | undefined {
  const shown = pages.reduce((count, page) => count + page.places.length, 0)
  return last.places.length > 0 && shown < last.total ? shown : undefined
}

/** /places for some filters, a page at a time. */
export const placesQueryOptions = (filters: PlacesFilters) =>
  infiniteQueryOptions({
    queryKey: placesKey(filters),
    queryFn: ({ pageParam, signal }) => fetchPlacesPage(filters, pageParam, PLACES_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextPlacesOffset,
  })

/**
 * GET /api/places/{placeId}. A 404 (the place was retired) removes its page's copy stored on this
 * device too (app/lib/offline/stored-copy.ts), so that it no longer opens offline with its phones.
 */
export const placeQueryOptions = (placeId: number) =>
  queryOptions({
    queryKey: placeKey(placeId),
    queryFn: ({ signal }) => callApi('placePage', { params: { placeId }, signal }),
  })
