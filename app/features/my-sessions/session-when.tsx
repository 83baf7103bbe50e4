import { Trans, useLingui } from '@lingui/react/macro'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { zoneName } from '../../../api/contract/time'
import { dayAndTimeInZone, timeInZone } from '../../lib/time/format'

/**
 * When a session is, in the person's zone with the zone named and, when the booking was made in
 * another, also in that zone: "Wed, Nov 25, 08:00 WAT (booked as 10:00 EAT)".
 */
export function SessionWhen({ booking, zone }: { booking: ClientBooking; zone: string }) {
  const { i18n } = useLingui()
  const start = new Date(booking.startsAt)
  const shown = dayAndTimeInZone(i18n, start, zone)
  const sameZone = zoneName(zone, start) === zoneName(booking.timezone, start)
  const own = timeInZone(start, booking.timezone)
  return (
    <p className="font-medium text-slate-900">
      {shown}
      {sameZone ? null : (
        <span className="font-normal text-slate-600">
          {' '}
          <Trans>(booked as {own})</Trans>
        </span>
      )}
    </p>
  )
}
