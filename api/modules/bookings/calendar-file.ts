import type { CalendarBooking } from '../../domain/bookings/calendar-file'
import type { Cipher } from '../../security/cipher'
import type { CalendarRow } from './client-repo'

/** A booking as its calendar file reads it, the joining instructions opened only when the file shows them. */
export const calendarBooking = (row: CalendarRow, cipher: Cipher): CalendarBooking => {
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
