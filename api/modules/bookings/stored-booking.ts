import type { BookingStatus, SessionType, Timezone } from '../../contract/schemas/bookings'
import type { BookingFacts } from '../../domain/bookings/present'
import type { Cipher } from '../../security/cipher'

/** A booking's own columns (aliased `b`), as both sides' views read them. */
export type StoredBookingRow = {
  id: number
  professional_id: number
  session_type: SessionType
  session_date: string
  session_time: string
  timezone: Timezone
  // pg hands back timestamptz as Date; SQLite keeps the ISO text as written.
  starts_at: string | Date
  duration_minutes: number | string
  status: BookingStatus
  notes_encrypted: string | null
  reason_encrypted: string | null
  join_instructions_encrypted: string | null
  created_at: string | Date
  updated_at: string | Date
}

export const STORED_BOOKING_COLUMNS = [
  'b.id',
  'b.professional_id',
  'b.session_type',
  'b.session_date',
  'b.session_time',
  'b.timezone',
  'b.starts_at',
  'b.duration_minutes',
  'b.status',
  'b.notes_encrypted',
  'b.reason_encrypted',
  'b.join_instructions_encrypted',
  'b.created_at',
  'b.updated_at',
]

/** A stored text decrypted (its booking's id is the cipher's context), or null. */
export function reveal(cipher: Cipher, stored: string | null, bookingId: number): string | null {
  return stored === null ? null : cipher.decrypt(stored, bookingId)
}

/** The stored booking with its texts decrypted, as the one presenter (api/domain/bookings) takes it. */
export function bookingFactsOf(row: StoredBookingRow, cipher: Cipher): BookingFacts {
  const id = Number(row.id)
  return {
    id,
    professionalId: Number(row.professional_id),
    sessionType: row.session_type,
    sessionDate: row.session_date,
    sessionTime: row.session_time,
    timezone: row.timezone,
    startsAt: row.starts_at,
    durationMinutes: Number(row.duration_minutes),
    status: row.status,
    notes: reveal(cipher, row.notes_encrypted, id),
    reason: reveal(cipher, row.reason_encrypted, id),
    joinInstructions: reveal(cipher, row.join_instructions_encrypted, id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
