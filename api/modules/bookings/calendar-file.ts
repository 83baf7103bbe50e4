import { calendarFileName, sessionCalendar } from '../../domain/bookings/calendar'
import { conflict, notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Handler } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { findCalendarBooking, type CalendarRow } from './client-repo'

/** Whom the session is with, as the caller sees them: a deleted account is 'Deleted account'. */
function otherPartyName(row: CalendarRow, callerIsClient: boolean): string {
  const [name, deletedAt] = callerIsClient
    ? [row.professional_name, row.professional_deleted_at]
    : [row.client_name, row.client_deleted_at]
  return deletedAt === null ? name : messages.deletedAccount
}

/** GET /api/me/bookings/:bookingId/calendar.ics: a confirmed session for the client's or the professional's calendar. */
export const calendarFile: Handler<'bookingCalendar'> = async ({ deps, user, params, query }) => {
  const caller = signedIn(user)
  const { bookingId } = params
  const row = bookingId ? await findCalendarBooking(deps.db, bookingId, caller.id) : undefined
  if (!row) throw notFound(messages.bookingNotFound)
  if (row.status !== 'confirmed') throw conflict(messages.calendarOnlyConfirmed)
  const id = Number(row.id)
  const isClient = Number(row.client_user_id) === caller.id
  const text = sessionCalendar({
    bookingId: id,
    startsAt: new Date(row.starts_at),
    durationMinutes: Number(row.duration_minutes),
    timezone: row.timezone,
    withName: otherPartyName(row, isClient),
    joinInstructions: row.join_instructions_encrypted && deps.cipher.decrypt(row.join_instructions_encrypted, id),
    language: query.lang,
  })
  return { body: text, headers: { 'Content-Disposition': `attachment; filename="${calendarFileName(id)}"` } }
}
