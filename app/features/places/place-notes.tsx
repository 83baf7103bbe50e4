import { Trans, useLingui } from '@lingui/react/macro'
import type { Place } from '../../../api/contract/schemas/places'
import { todayIn } from '../../../api/contract/time'
import { checkedLongBefore } from '../../../api/domain/places/checked-long-ago'
import { calendarDateText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'

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
  const zone = usePersonZone()
  if (!place.checkedLongAgo && !checkedLongBefore(place.checkedOn, todayIn(zone))) return null
  const date = calendarDateText(i18n, place.checkedOn)
  return (
    <p className="rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
      <Trans>Not checked since {date}: call before you go.</Trans>
    </p>
  )
}
