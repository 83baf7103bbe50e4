import * as v from 'valibot'
import { messages } from '../../../api/contract/messages'
import { BookingRequest, DEFAULT_TIMEZONE, isCalendarDate } from '../../../api/contract/schemas/bookings'
import { minimumDate } from './free-days'

export type BookingFormValues = v.InferInput<typeof BookingRequest>

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
