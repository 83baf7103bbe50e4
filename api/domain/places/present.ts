import { COUNTRIES } from '../../contract/regulators'
import type { AdminPlace, Place } from '../../contract/schemas/places'
import { todayIn } from '../../contract/time'
import { checkedLongBefore } from './checked-long-ago'
import { hidesWhereItIs, type StoredPlace } from './stored-place'

/** Whether the place was last checked 12 months ago or more, as the day is in its country. */
export function checkedLongAgo(place: Pick<StoredPlace, 'checkedOn' | 'country'>, now: Date): boolean {
  return checkedLongBefore(place.checkedOn, todayIn(COUNTRIES[place.country].timezone, now))
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
