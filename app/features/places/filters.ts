import type { Place } from '../../../api/contract/schemas/places'

/**
 * What /places asks the server for (GET /api/places); an absent key means no filter. Of the costs,
 * the screen offers "Free only".
 */
export type PlacesFilters = {
  q?: string
  kind?: Place['kind']
  country?: Place['country']
  town?: string
  language?: string
  cost?: 'free'
}

/** A change of the filters, made to whatever they are when it applies. */
export type PlacesFiltersUpdate = (filters: PlacesFilters) => PlacesFilters

/** The filters without the unset ones, so that no filter is `{}` and a clean `/places`. */
export function setFiltersOnly(filters: PlacesFilters): PlacesFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as PlacesFilters
}
