import { COUNTRIES } from '../../contract/regulators'
import { PLACE_CHECK_STALE_MONTHS } from '../../contract/schemas/places'
import { todayIn } from '../../contract/time'
import type { StoredPlace } from './stored-place'

/**
 * Whether the place was checked on or before the same day of the month PLACE_CHECK_STALE_MONTHS
 * months before today in its country (dates compare as text, so "31 April" stands for April's end).
 */
export function checkedLongAgo(place: Pick<StoredPlace, 'checkedOn' | 'country'>, now: Date): boolean {
  const [year, month, day] = todayIn(COUNTRIES[place.country].timezone, now).split('-')
  const staleMonth = new Date(Date.UTC(Number(year), Number(month) - 1 - PLACE_CHECK_STALE_MONTHS, 1))
  return place.checkedOn <= `${staleMonth.toISOString().slice(0, 7)}-${day}`
}
