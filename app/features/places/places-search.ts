import * as v from 'valibot'
import type { Place } from '../../../api/contract/schemas/places'
import { setFiltersOnly, type PlacesFilters } from './filters'
import { countryLabels, kindLabels } from './labels'

// Every kind and country (the labels' keys, complete by their type): the contract's module would
// bring its phone parsing into the page.
const kinds = Object.keys(kindLabels) as Place['kind'][]
const countries = Object.keys(countryLabels) as Place['country'][]

const choice = <const T extends readonly string[]>(values: T) => v.fallback(v.optional(v.picklist(values)), undefined)

// The router reads each value as JSON when it can, so a hand-written `?town=2024` arrives as a number.
const text = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.trim(),
      v.excludes('\0'),
      v.maxLength(100),
      v.transform((typed) => typed || undefined),
    ),
  ),
  undefined,
)

/**
 * /places's search params: its search and filters (its pages are not in the URL). A value it
 * cannot use (a kind it does not know, an over-long text) is dropped, never an error page.
 */
const placesSearch = v.pipe(
  v.object({
    q: text,
    kind: choice(kinds),
    country: choice(countries),
    town: text,
    language: text,
    cost: choice(['free'] as const),
  }),
  v.transform((search): PlacesFilters => setFiltersOnly(search)),
)

/** The filters in the route's search (the router keeps values validateSearch dropped: read them again). */
export const placesFiltersOf = (search: Record<string, unknown>): PlacesFilters => v.parse(placesSearch, search)
