import type { Booking } from '../../../../api/contract/schemas/bookings'
import { zoneName } from '../../../../api/contract/time'
import { dayAndTimeInZone, timeInZone } from '../../../lib/time/format'

/**
 * When the session is, as the professional reads it: the day and time in their own zone, then, when
 * the client booked in a zone with another name, the client's time: 'Wed 25 Nov 2026, 09:00 EAT
 * (07:00 WAT)'.
 */
export function sessionWhen(
  booking: Pick<Booking, 'sessionTime' | 'timezone' | 'startsAt'>,
  readerZone: string,
  locale: string,
): string {
  const start = new Date(booking.startsAt)
  const here = dayAndTimeInZone({ locale }, start, readerZone)
  return zoneName(readerZone, start) === zoneName(booking.timezone, start)
    ? here
    : `${here} (${timeInZone(start, booking.timezone)})`
}
