import * as v from 'valibot'
import type { Place } from '../../../api/contract/schemas/places'
import { setFiltersOnly, type PlacesFilters } from './filters'
import { countryLabels, kindLabels } from './labels'
import { urlChoice, urlText } from '../../lib/url-search-values'

// Every kind and country (the labels' keys, complete by their type): the contract's module would
// bring its phone parsing into the page.
const kinds = Object.keys(kindLabels) as Place['kind'][]
const countries = Object.keys(countryLabels) as Place['country'][]

/**
 * /places's search params: its search and filters (its pages are not in the URL). A value it
 * cannot use (a kind it does not know, an over-long text) is dropped, never an error page.
 */
const placesSearch = v.pipe(
  v.object({
    q: urlText,
    kind: urlChoice(kinds),
    country: urlChoice(countries),
    town: urlText,
    language: urlText,
    cost: urlChoice(['free'] as const),
  }),
  v.transform((search): PlacesFilters => setFiltersOnly(search)),
)

/** The filters in the route's search (the router keeps values validateSearch dropped: read them again). */
export const placesFiltersOf = (search: Record<string, unknown>): PlacesFilters => v.parse(placesSearch, search)
