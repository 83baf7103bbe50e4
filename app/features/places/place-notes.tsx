import { Trans, useLingui } from '@lingui/react/macro'
import type { Place } from '../../../api/contract/schemas/places'
import { checkedLongAgo } from '../../../api/domain/places/checked-long-ago'
import { calendarDateText } from '../../lib/time/format'

/**
 * Where a place is: its town. A safe house is never located (docs/decisions/014): it says the
 * address is given on the phone.
 */
export function PlaceWhere({ place }: { place: Place }) {
  if (place.town === null) return <Trans>Address given on the phone: call to be told where to go.</Trans>
  return <>{place.town}</>
}

/**
 * "Not checked since {date}" for a place whose details were checked 12 months ago or more: as the
 * server said, or as the day says now for a copy saved on this device long ago.
 */
export function NotCheckedSince({ place }: { place: Place }) {
  const { i18n } = useLingui()
  if (!place.checkedLongAgo && !checkedLongAgo(place, new Date())) return null
  const date = calendarDateText(i18n, place.checkedOn)
  return (
    <p className="rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
      <Trans>Not checked since {date}: call before you go.</Trans>
    </p>
  )
}
