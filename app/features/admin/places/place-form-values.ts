import * as v from 'valibot'
import { PlaceInput, type AdminPlace } from '../../../../api/contract/schemas/places'
import { schemaFieldErrors } from '../../../components/form/schema-field-errors'

/**
 * The place form's values: the selects' choices (undefined while none is chosen), the texts as
 * typed, the phones one per line and the languages separated by commas.
 */
export type PlaceFormValues = {
  name: string
  kind: string | undefined
  country: string | undefined
  town: string
  address: string
  phones: string
  hours: string
  languages: string
  services: string[]
  serves: string[]
  cost: string | undefined
  costNote: string
  access: string | undefined
  source: string
  checkedOn: string
}

export const emptyPlaceValues: PlaceFormValues = {
  name: '',
  kind: undefined,
  country: undefined,
  town: '',
  address: '',
  phones: '',
  hours: '',
  languages: '',
  services: [],
  serves: [],
  cost: undefined,
  costNote: '',
  access: undefined,
  source: '',
  checkedOn: '',
}

/** The form filled with a place as the admin list has it, to edit. */
export function placeFormValues(place: AdminPlace): PlaceFormValues {
  return {
    name: place.name,
    kind: place.kind,
    country: place.country,
    town: place.town,
    address: place.address,
    phones: place.phones.join('\n'),
    hours: place.hours,
    languages: place.languages.join(', '),
    services: place.services,
    serves: place.serves,
    cost: place.cost,
    costNote: place.costNote ?? '',
    access: place.access,
    source: place.source,
    checkedOn: place.checkedOn,
  }
}

const splitOn = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** The values in the request's shape, still unchecked. */
function bodyOf(values: PlaceFormValues) {
  return { ...values, phones: splitOn(values.phones, /\n/), languages: splitOn(values.languages, /,/) }
}

/**
 * The contract's PlaceInput messages by form field; undefined when the values pass. An issue on
 * one phone or language (`phones.1`) belongs to its whole field.
 */
export function placeProblems(values: PlaceFormValues): Record<string, string> | undefined {
  const errors = schemaFieldErrors(PlaceInput, bodyOf(values))
  if (!errors) return undefined
  const fields: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0]!
    fields[field] ??= message
  }
  return fields
}

/** The place as POST and PATCH take it (every field: an edit sends them all), checked (call placeProblems first). */
export const placeBody = (values: PlaceFormValues): PlaceInput => v.parse(PlaceInput, bodyOf(values))
