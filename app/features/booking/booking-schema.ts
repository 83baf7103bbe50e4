import * as v from 'valibot'
import { messages } from '../../../api/contract/messages'
import { todayIn } from '../../../api/contract/time'
import { BookingRequest, DEFAULT_TIMEZONE, isCalendarDate } from '../../../api/contract/schemas/bookings'

export type BookingFormValues = v.InferInput<typeof BookingRequest>

/**
 * The earliest date to offer: today in the zone the person books in, not the device's clock,
 * which may be a day behind or ahead.
 */
export function minimumDate(zone: string = DEFAULT_TIMEZONE, now: Date = new Date()): string {
  return todayIn(zone, now)
}

/** The server's own BookingRequest, plus its past-date rule so the form can say it first. */
export const bookingFormSchema = v.pipe(
  BookingRequest,
  v.forward(
    v.partialCheck(
      [['sessionDate'], ['timezone']],
      ({ sessionDate, timezone }) => !isCalendarDate(sessionDate) || sessionDate >= minimumDate(timezone),
      messages.dateInPast,
    ),
    ['sessionDate'],
  ),
)

/** An empty request in the person's zone. */
export function bookingDefaults(professionalId: number, timezone: string = DEFAULT_TIMEZONE): BookingFormValues {
  return { sessionDate: '', sessionTime: '', sessionType: 'Video Call', notes: '', professionalId, timezone }
}
