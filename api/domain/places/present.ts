import { COUNTRIES } from '../../contract/regulators'
import { PLACE_CHECK_STALE_MONTHS, type AdminPlace, type Place } from '../../contract/schemas/places'
import { todayIn } from '../../contract/time'
import { hidesWhereItIs, type StoredPlace } from './stored-place'

/**
 * Whether the place was checked on or before the same day of the month PLACE_CHECK_STALE_MONTHS
 * months before today in its country (dates compare as text, so "31 April" stands for April's end).
 */
export function checkedLongAgo(place: Pick<StoredPlace, 'checkedOn' | 'country'>, now: Date): boolean {
  const [year, month, day] = todayIn(COUNTRIES[place.country].timezone, now).split('-')
  const staleMonth = new Date(Date.UTC(Number(year), Number(month) - 1 - PLACE_CHECK_STALE_MONTHS, 1))
  return place.checkedOn <= `${staleMonth.toISOString().slice(0, 7)}-${day}`
}

/**
 * The one presenter of a place for anyone who is not an admin (every public and signed-in answer):
 * a safe house's town and address become null here and nowhere else.
 */
export function presentPlace(place: StoredPlace, now: Date): Place {
  const hidden = hidesWhereItIs(place)
  return {
    id: place.id,
    name: place.name,
    kind: place.kind,
    country: place.country,
    town: hidden ? null : place.town,
    address: hidden ? null : place.address,
    phones: [...place.phones],
    hours: place.hours,
    languages: [...place.languages],
    services: [...place.services],
    serves: [...place.serves],
    cost: place.cost,
    costNote: place.costNote,
    access: place.access,
    source: place.source,
    checkedOn: place.checkedOn,
    checkedLongAgo: checkedLongAgo(place, now),
  }
}

/** A place as an admin reads it: everything, a safe house's town and address included. */
export function presentAdminPlace(place: StoredPlace, now: Date): AdminPlace {
  return {
    ...presentPlace(place, now),
    town: place.town,
    address: place.address,
    demo: place.demo,
    updatedAt: new Date(place.updatedAt).toISOString(),
  }
}
