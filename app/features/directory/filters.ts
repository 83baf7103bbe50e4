import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  LANGUAGE_FILTERS as languages,
  LOCATION_FILTERS as locations,
  SPECIALTY_FILTERS as specialties,
} from '../../../api/contract/directory-filters'

export type SpecialtyFilter = (typeof specialties)[number]
export type LocationFilter = (typeof locations)[number]
export type LanguageFilter = (typeof languages)[number]

/**
 * What the directory asks the server for; an absent key means no filter, except that the directory
 * shows verified professionals only unless `verified` is false (docs/product.md#15-trust).
 */
export type DirectoryFilters = {
  q?: string
  specialty?: SpecialtyFilter
  location?: LocationFilter
  language?: LanguageFilter
  verified?: false
}
export type FilterName = Exclude<keyof DirectoryFilters, 'q' | 'verified'>
/** A change of the filters, made to whatever they are when it applies. */
export type FiltersUpdate = (filters: DirectoryFilters) => DirectoryFilters

export type FilterOption = { value: string; label: MessageDescriptor | string }
export type FilterDefinition = {
  name: FilterName
  label: MessageDescriptor
  all: MessageDescriptor
  options: FilterOption[]
}

const specialtyLabels: Record<SpecialtyFilter, MessageDescriptor> = {
  psychotherapy: msg`Psychotherapy`,
  addiction: msg`Addiction`,
  family: msg`Family`,
  trauma: msg`Trauma`,
  youth: msg`Youth`,
}
// Country names read the same in English and Swahili, so they are not in the catalogs.
const locationLabels: Record<LocationFilter, string> = {
  kenya: 'Kenya',
  uganda: 'Uganda',
  tanzania: 'Tanzania',
  rwanda: 'Rwanda',
  nigeria: 'Nigeria',
}
const languageLabels: Record<LanguageFilter, MessageDescriptor> = {
  english: msg`English`,
  swahili: msg`Swahili`,
  french: msg`French`,
  yoruba: msg`Yoruba`,
  amharic: msg`Amharic`,
}

const optionsOf = (labels: Record<string, MessageDescriptor | string>): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** The three select boxes (docs/product.md#5-the-directory), values from the contract. */
export const filterDefinitions = {
  specialty: {
    name: 'specialty',
    label: msg`Specialty`,
    all: msg`All Specialties`,
    options: optionsOf(specialtyLabels),
  },
  location: { name: 'location', label: msg`Location`, all: msg`All Locations`, options: optionsOf(locationLabels) },
  language: {
    name: 'language',
    label: msg`Language spoken`,
    all: msg`All Languages`,
    options: optionsOf(languageLabels),
  },
} as const satisfies Record<FilterName, FilterDefinition>

const allowed: Record<FilterName, readonly string[]> = {
  specialty: specialties,
  location: locations,
  language: languages,
}

/** Filters with a changed select value; '' (the "All ..." option) removes the filter. */
export function withFilter(filters: DirectoryFilters, name: FilterName, value: string): DirectoryFilters {
  const { [name]: _dropped, ...rest } = filters
  return allowed[name].includes(value) ? { ...rest, [name]: value } : rest
}

/** Filters showing verified professionals only (the default, no key) or everyone listed. */
export function withVerifiedOnly(filters: DirectoryFilters, verifiedOnly: boolean): DirectoryFilters {
  const { verified: _dropped, ...rest } = filters
  return verifiedOnly ? rest : { ...rest, verified: false }
}

/** Filters with a new search text; blank text removes it. */
export function withSearch(filters: DirectoryFilters, text: string): DirectoryFilters {
  const { q: _dropped, ...rest } = filters
  const q = text.trim()
  return q ? { ...rest, q } : rest
}
