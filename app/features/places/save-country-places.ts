import { partialMatchKey, type InfiniteData } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Place } from '../../../api/contract/schemas/places'
import { saveDataOn } from '../../lib/save-data/save-data'
import { useHydrated } from '../../lib/use-hydrated'
import type { StoredQuery } from '../../lib/offline/db'
import { fetchPlacesPage, placeKey, placePagesKey, placesKey, PLACES_PAGE_SIZE, type PlacesPage } from './queries'

/** The API's largest page of places: one request brings a country's places. */
const COUNTRY_PLACES_LIMIT = 50

// Countries whose places were saved (or are being saved) since the app started: once per visit.
const saved = new Set<Place['country']>()

/**
 * On an online visit, saves on this device the places of the person's country, with one request:
 * the country's list on /places (`?country=XX`) and each place's page, so that all of them open
 * with no network, even those never opened (docs/product.md#18-places-of-care). Not with Save data
 * on (issue 20): those places are fetched only when the person opens them.
 */
export function useSaveCountryPlaces(country: Place['country']): void {
  // Before hydration the country is the prerendered page's default, not yet the person's.
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated || saved.has(country) || !navigator.onLine || saveDataOn()) return
    saved.add(country)
    saveCountryPlaces(country).catch(() => saved.delete(country))
  }, [hydrated, country])
}

/**
 * Reads a country's places and writes the stored copies an online visit to each would have. The
 * stored pages of the country's places the list no longer holds (retired, or moved to another
 * country) are removed, but only when the answer holds the country's whole list: beyond one
 * request's 50 places, a place left out may still be listed, and its page goes once opened online
 * answers 404 (placeQueryOptions).
 */
export async function saveCountryPlaces(country: Place['country']): Promise<void> {
  const filters = { country }
  const { places, total } = await fetchPlacesPage(filters, 0, COUNTRY_PLACES_LIMIT)
  const [{ offlineDb }, { persistedQuery, storedQueryRow }] = await Promise.all([
    import('../../lib/offline/db'),
    import('../../lib/offline/query-copies'),
  ])
  const copy = (queryKey: readonly unknown[], data: unknown) => ({
    key: storedQueryRow('public', queryKey),
    value: persistedQuery(queryKey, data),
  })
  const listed = new Set(places.map((place) => place.id))
  const gone = ({ key, value: { queryKey, state } }: StoredQuery) => {
    if (key !== storedQueryRow('public', queryKey) || !partialMatchKey(queryKey, placePagesKey)) return false
    const place = state.data as Place
    return place.country === country && !listed.has(place.id)
  }
  const db = offlineDb()
  await db.transaction('rw', db.queries, async () => {
    if (places.length >= total) await db.queries.filter(gone).delete()
    await db.queries.bulkPut([
      copy(placesKey(filters), asListPages(places, total)),
      ...places.map((place) => copy(placeKey(place.id), place)),
    ])
  })
}

/** The list as /places reads it, a page at a time, so offline "Show more" goes as online. */
function asListPages(places: Place[], total: number): InfiniteData<PlacesPage, number> {
  const offsets = Array.from(
    { length: Math.max(1, Math.ceil(places.length / PLACES_PAGE_SIZE)) },
    (_, index) => index * PLACES_PAGE_SIZE,
  )
  return {
    pages: offsets.map((offset) => ({ places: places.slice(offset, offset + PLACES_PAGE_SIZE), total })),
    pageParams: offsets,
  }
}
