import { calendarFile as makeCalendarFile, type CalendarBooking } from '../../domain/bookings/calendar-file'
import type { Handler } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import type { Cipher } from '../../security/cipher'
import { findCalendarBooking, type CalendarRow } from './client-repo'

const calendarBooking = (row: CalendarRow, cipher: Cipher): CalendarBooking => {
  const id = Number(row.id)
  return {
    id,
    status: row.status,
    timezone: row.timezone,
    startsAt: new Date(row.starts_at),
    durationMinutes: Number(row.duration_minutes),
    joinInstructions: () => row.join_instructions_encrypted && cipher.decrypt(row.join_instructions_encrypted, id),
    client: { userId: Number(row.client_user_id), name: row.client_name, deleted: row.client_deleted_at !== null },
    professional: {
      userId: Number(row.professional_user_id),
      name: row.professional_name,
      deleted: row.professional_deleted_at !== null,
    },
  }
}

/** GET /api/me/bookings/:bookingId/calendar.ics (api/domain/bookings/calendar-file.ts). */
export const calendarFile: Handler<'bookingCalendar'> = async ({ deps, user, params, query }) => {
  const find = async (bookingId: number) => {
    const row = await findCalendarBooking(deps.db, bookingId)
    return row && calendarBooking(row, deps.cipher)
  }
  const request = { userId: signedIn(user).id, bookingId: params.bookingId!, language: query.lang }
  const { text, fileName } = await makeCalendarFile(find, request)
  return { body: text, headers: { 'Content-Disposition': `attachment; filename="${fileName}"` } }
}
