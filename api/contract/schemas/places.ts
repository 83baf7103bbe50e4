import * as v from 'valibot'
import { messages } from '../messages'
import { toE164 } from '../phone'
import type { Country } from '../regulators'
import { Instant, isCalendarDate } from './bookings'
import { pageFields } from './paging'
import { singleLine } from './text'

/** Places of care (docs/product.md#18-places-of-care); the wire names are fixed for clients. */
export const PLACE_KINDS = [
  'rehab',
  'safe-house',
  'psychiatric-unit',
  'clinic',
  'counselling-centre',
  'support-venue',
] as const
export const PLACE_COUNTRIES = ['KE', 'UG', 'TZ', 'RW', 'NG'] as const satisfies readonly Country[]
export const PLACE_SERVICES = [
  'detox',
  'residential',
  'outpatient',
  'counselling',
  'shelter',
  'legal-aid',
  'medication',
  'peer-support',
] as const
export const PLACE_SERVES = ['everyone', 'women', 'men', 'youth', 'children', 'families'] as const
export const PLACE_COSTS = ['free', 'sliding', 'paid'] as const
export const PLACE_ACCESS = ['walk-in', 'call-first', 'referral'] as const

/** GET /api/places: `limit` 1-50, default 20. */
const PLACES_PAGE_SIZE = 20
const PLACES_MAX_PAGE_SIZE = 50

const Id = v.pipe(v.number(), v.integer())
const CalendarDate = v.pipe(v.string(), v.check(isCalendarDate))

/**
 * A place as anyone reads it (GET /api/places, GET /api/places/{placeId}). For a safe house `town`
 * and `address` are always null: they leave the server on admin routes only (docs/decisions/014),
 * and the listing tells people the address is given on the phone. For every other kind both are
 * the stored texts. `checkedLongAgo`: `checkedOn` is 12 months ago or more (api/domain/places/checked-long-ago.ts),
 * in the place's country (the app says "not checked since {checkedOn}").
 */
export const Place = v.strictObject({
  id: Id,
  name: v.string(),
  kind: v.picklist(PLACE_KINDS),
  country: v.picklist(PLACE_COUNTRIES),
  town: v.nullable(v.string()),
  address: v.nullable(v.string()),
  /** E.164, at least one. */
  phones: v.array(v.string()),
  hours: v.string(),
  languages: v.array(v.string()),
  services: v.array(v.picklist(PLACE_SERVICES)),
  serves: v.array(v.picklist(PLACE_SERVES)),
  cost: v.picklist(PLACE_COSTS),
  costNote: v.nullable(v.string()),
  access: v.picklist(PLACE_ACCESS),
  /** A URL or a named publication. */
  source: v.string(),
  /** YYYY-MM-DD. */
  checkedOn: CalendarDate,
  checkedLongAgo: v.boolean(),
})
export type Place = v.InferOutput<typeof Place>

/** A place as an admin reads it (the admin routes only): every field, a safe house's town and address included. */
export const AdminPlace = v.strictObject({
  ...Place.entries,
  town: v.string(),
  address: v.string(),
  /** Seeded as demo data (never in production). */
  demo: v.boolean(),
  updatedAt: Instant,
})
export type AdminPlace = v.InferOutput<typeof AdminPlace>

/** A filter value; an empty one (an "any" select sent as '') means no filter. */
const filterText = v.pipe(
  v.string(),
  singleLine,
  v.trim(),
  v.maxLength(100),
  v.transform((value) => (value === '' ? undefined : value)),
)
const anyOr = <T extends readonly string[]>(options: T) =>
  v.optional(
    v.union([
      v.picklist(options),
      v.pipe(
        v.literal(''),
        v.transform(() => undefined),
      ),
    ]),
  )

/**
 * GET /api/places query. `town`, `language` and `q` match whole words and word starts as the
 * directory does (api/domain/places/place-search.ts); a safe house's town and address are never
 * searched.
 */
export const PlacesQuery = v.strictObject({
  kind: anyOr(PLACE_KINDS),
  country: anyOr(PLACE_COUNTRIES),
  cost: anyOr(PLACE_COSTS),
  town: v.optional(filterText),
  language: v.optional(filterText),
  q: v.optional(filterText),
  ...pageFields(PLACES_PAGE_SIZE, PLACES_MAX_PAGE_SIZE),
})
export type PlacesQuery = v.InferOutput<typeof PlacesQuery>

/** GET /api/admin/places: every place not retired, least recently checked first. */
export const AdminPlacesQuery = v.strictObject({ ...pageFields(50, 200) })

const requiredText = (max: number, message: string) =>
  v.pipe(v.string(message), singleLine, v.trim(), v.nonEmpty(message), v.maxLength(max))

const choice = <T extends readonly string[]>(options: T, message: string) => v.picklist(options, message)

const choices = <T extends readonly string[]>(options: T) =>
  v.pipe(
    v.array(choice(options, messages.placeChoiceInvalid), messages.placeChoiceInvalid),
    v.transform((items) => [...new Set(items)]),
  )

/** A phone a person can call: written as people do, kept as E.164. */
const PlacePhone = v.pipe(
  v.string(messages.phoneInvalid),
  v.trim(),
  v.maxLength(30, messages.phoneInvalid),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const e164 = toE164(dataset.value)
    if (e164 !== null) return e164
    addIssue({ message: messages.phoneInvalid })
    return NEVER
  }),
)

const languageList = v.pipe(
  v.array(v.pipe(v.string(), singleLine, v.trim(), v.maxLength(40))),
  v.transform((items) => [...new Set(items.filter((item) => item !== ''))]),
  v.maxLength(20),
)

/** The fields of a place as an admin writes them (POST /api/admin/places needs every one but costNote). */
const placeEntries = {
  name: requiredText(120, messages.placeNameRequired),
  kind: choice(PLACE_KINDS, messages.placeKindRequired),
  country: choice(PLACE_COUNTRIES, messages.placeCountryRequired),
  town: requiredText(100, messages.placeTownRequired),
  address: requiredText(300, messages.placeAddressRequired),
  phones: v.pipe(
    v.array(PlacePhone, messages.placePhoneRequired),
    v.transform((items) => [...new Set(items)]),
    v.minLength(1, messages.placePhoneRequired),
    v.maxLength(5),
  ),
  hours: requiredText(120, messages.placeHoursRequired),
  languages: languageList,
  services: choices(PLACE_SERVICES),
  serves: choices(PLACE_SERVES),
  cost: choice(PLACE_COSTS, messages.placeChoiceInvalid),
  costNote: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        singleLine,
        v.trim(),
        v.maxLength(200),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
  ),
  access: choice(PLACE_ACCESS, messages.placeChoiceInvalid),
  source: requiredText(300, messages.placeSourceRequired),
  checkedOn: v.pipe(
    v.string(messages.placeCheckedOnRequired),
    v.nonEmpty(messages.placeCheckedOnRequired),
    v.check(isCalendarDate, messages.dateInvalid),
  ),
}

/** POST /api/admin/places. */
export const PlaceInput = v.strictObject(placeEntries)
export type PlaceInput = v.InferOutput<typeof PlaceInput>

/** PATCH /api/admin/places/{placeId}: any of the fields; costNote null clears it. */
export const PlaceUpdate = v.partial(v.strictObject(placeEntries))
export type PlaceUpdate = v.InferOutput<typeof PlaceUpdate>
