import * as v from 'valibot'
import { messages } from '../../../api/contract/messages'
import { todayIn } from '../../../api/contract/rules'
import { BookingRequest, DEFAULT_TIMEZONE, isCalendarDate } from '../../../api/contract/schemas/bookings'

export type BookingFormValues = v.InferInput<typeof BookingRequest>

/**
 * The earliest date to offer: today in the booking's zone (East Africa Time, the default the
 * server checks against), not the device's, which may be a day behind or ahead.
 */
export function minimumDate(now: Date = new Date()): string {
  return todayIn(DEFAULT_TIMEZONE, now)
}

/** The server's own BookingRequest, plus its past-date rule so the form can say it first. */
export const bookingFormSchema = v.pipe(
  BookingRequest,
  v.forward(
    v.partialCheck(
      [['sessionDate']],
      ({ sessionDate }) => !isCalendarDate(sessionDate) || sessionDate >= minimumDate(),
      messages.dateInPast,
    ),
    ['sessionDate'],
  ),
)

export function bookingDefaults(professionalId: number): BookingFormValues {
  return { sessionDate: '', sessionTime: '', sessionType: 'Video Call', notes: '', professionalId }
}
