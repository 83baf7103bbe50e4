import type { PlacesQuery } from '../../contract/schemas/places'
import { pageOf } from '../paging'
import {
  atomNeedle,
  compareCodePoints,
  searchClauses,
  sortName,
  words,
  type SearchAtom,
  type SearchClause,
} from '../professionals/directory'
import { hidesWhereItIs, type PlaceFields } from './stored-place'

/** The fields a place is searched in; each written ` word word ` as the directory's (directory.ts). */
export type PlaceSearchField = 'location' | 'languages' | 'words'
export type PlaceSearchTexts = Record<PlaceSearchField, string>

const spaced = (list: readonly string[]) => ` ${list.join(' ')} `

/**
 * What search and filters may match: the name, the kind, the services and the town (`q`, word
 * starts), the town (`town`, whole words) and the languages (`language`, whole words, English and
 * Swahili names alike). A safe house's town is left out, and no place's address is ever searched:
 * searching cannot tell anyone where a safe house is.
 */
export function placeSearchTexts(place: PlaceFields): PlaceSearchTexts {
  const town = hidesWhereItIs(place) ? [] : words(place.town)
  return {
    location: spaced(town),
    languages: spaced(place.languages.flatMap(words)),
    words: spaced([place.name, place.kind, ...place.services].flatMap(words).concat(town)),
  }
}

/** What the query's town, language and q ask of every place (the directory's clauses, over place fields). */
export function placeClauses(query: Pick<PlacesQuery, 'town' | 'language' | 'q'>): SearchClause[] {
  return searchClauses({ location: query.town, language: query.language, q: query.q })
}

/** The search column of a clause's atom: `search_location`, `search_languages` or `search_words`. */
export const placeSearchColumn = (atom: SearchAtom) => `search_${atom.field}`

/** Whether a place answers the query: its kind, country and cost, then every clause. */
export function matchesPlacesQuery(place: PlaceFields, query: PlacesQuery): boolean {
  if (query.kind && place.kind !== query.kind) return false
  if (query.country && place.country !== query.country) return false
  if (query.cost && place.cost !== query.cost) return false
  const texts: Record<string, string> = placeSearchTexts(place)
  return placeClauses(query).every((clause) =>
    clause.some((atoms) => atoms.every((atom) => (texts[atom.field] ?? '').includes(atomNeedle(atom)))),
  )
}

/** places.sort_name's length (migration 013). */
const SORT_NAME_LENGTH = 240

/** A place's sort key: sortName within places.sort_name. */
export const placeSortName = (name: string) => sortName(name, SORT_NAME_LENGTH)

/** The public list's order: by placeSortName (accents and case folded, binary order), then id, as SQL's on sort_name. */
export const comparePlaces = (
  a: Pick<PlaceFields, 'name'> & { id: number },
  b: Pick<PlaceFields, 'name'> & { id: number },
) => compareCodePoints(placeSortName(a.name), placeSortName(b.name)) || a.id - b.id

/** The admin list's order: least recently checked first, then id. */
export const compareForAdmin = (
  a: Pick<PlaceFields, 'checkedOn'> & { id: number },
  b: Pick<PlaceFields, 'checkedOn'> & { id: number },
) => (a.checkedOn === b.checkedOn ? a.id - b.id : a.checkedOn < b.checkedOn ? -1 : 1)

type Listed = PlaceFields & { id: number }

/** The public list over every active place (the mocks'; the server's SQL keeps the same rule): one page. */
export const placesPage = <P extends Listed>(active: readonly P[], query: PlacesQuery) =>
  pageOf(active.filter((place) => matchesPlacesQuery(place, query)).sort(comparePlaces), query)

/** The admin's list over every active place, least recently checked first: one page. */
export const adminPlacesPage = <P extends Listed>(active: readonly P[], query: { offset: number; limit: number }) =>
  pageOf([...active].sort(compareForAdmin), query)
