import { conflict, notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { BookingStatus, CalendarQuery } from '../../contract/schemas/bookings'
import { calendarFileName, sessionCalendar } from './calendar'

/** One side of a booking as its calendar names it. */
export type CalendarParty = { userId: number; name: string; deleted: boolean }

/** What a booking's calendar file is made of: its time, how to join, and both sides. */
export type CalendarBooking = {
  id: number
  status: BookingStatus
  timezone: string
  startsAt: Date
  durationMinutes: number
  /** Read only once the caller may have the file: on the server it decrypts. */
  joinInstructions: () => string | null
  client: CalendarParty
  professional: CalendarParty
}

/**
 * GET /api/me/bookings/:bookingId/calendar.ics: a confirmed session, for its client's or its
 * professional's calendar, named after the other side ('Deleted account' once deleted). Anyone
 * else's booking is as unknown as a missing one.
 */
export async function calendarFile(
  findBooking: (bookingId: number) => Promise<CalendarBooking | undefined>,
  request: { userId: number; bookingId: number; language: CalendarQuery['lang'] },
): Promise<{ text: string; fileName: string }> {
  const booking = await findBooking(request.bookingId)
  const isClient = booking?.client.userId === request.userId
  if (!booking || !(isClient || booking.professional.userId === request.userId)) {
    throw notFound(messages.bookingNotFound)
  }
  if (booking.status !== 'confirmed') throw conflict(messages.calendarOnlyConfirmed)
  const other = isClient ? booking.professional : booking.client
  const text = sessionCalendar({
    bookingId: booking.id,
    startsAt: booking.startsAt,
    durationMinutes: booking.durationMinutes,
    timezone: booking.timezone,
    withName: other.deleted ? messages.deletedAccount : other.name,
    joinInstructions: booking.joinInstructions(),
    language: request.language,
  })
  return { text, fileName: calendarFileName(booking.id) }
}
