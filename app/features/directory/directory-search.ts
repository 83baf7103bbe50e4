import * as v from 'valibot'
import { LANGUAGE_FILTERS, LOCATION_FILTERS, SPECIALTY_FILTERS } from '../../../api/contract/directory-filters'
import { urlChoice, urlText } from '../../lib/url-search-values'
import { DIRECTORY_PARAMS } from './directory-params'
import type { DirectoryFilters } from './filters'

// The router reads `?verified=false` as JSON, so it arrives as a boolean; a hand-typed string is read too.
const everyone = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.literal(false), v.literal('false')]),
      v.transform((): false => false),
    ),
  ),
  undefined,
)

/**
 * The landing route's search params: the directory's search and filters (its pages are not in the
 * URL). Unset ones are left out, so no filter is a clean `/`; the default, verified professionals
 * only, is no param either (`verified=false` shows everyone listed). The API's rules for its query,
 * narrowed to the values the directory offers; a value it cannot use (a filter it does not offer,
 * an over-long search) is dropped, never an error page.
 */
export const directorySearch = v.pipe(
  v.object({
    q: urlText,
    specialty: urlChoice(SPECIALTY_FILTERS),
    location: urlChoice(LOCATION_FILTERS),
    language: urlChoice(LANGUAGE_FILTERS),
    verified: everyone,
  }),
  v.transform(
    (search): DirectoryFilters =>
      Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as DirectoryFilters,
  ),
)

/**
 * The directory's filters in a route's search. The router hands its routes the URL's values merged
 * with what validateSearch made of them, so a dropped value (`?specialty=bogus`) or a foreign
 * parameter (`?utm_source=…`) is still there until read through the schema again.
 */
export const directoryFiltersOf = (search: Record<string, unknown>): DirectoryFilters =>
  v.parse(directorySearch, search)

/**
 * The filters as search params to write: the unset ones as undefined (left out of the URL), so the
 * route's keeping of the directory's params does not bring back one just cleared.
 */
export const asSearchParams = (filters: DirectoryFilters): DirectoryFilters => ({
  ...Object.fromEntries(DIRECTORY_PARAMS.map((name) => [name, undefined])),
  ...filters,
})
