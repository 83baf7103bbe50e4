import { SLOT_HOLDING_STATUSES } from '../../contract/rules'
import type { Booking, BookingCreated, BookingStatus } from '../../contract/schemas/bookings'
import { isoWithOffset } from '../../contract/time'
import type { Cipher } from '../../security/cipher'
import type { BookingViewRow } from './repo'

function reveal(cipher: Cipher, stored: string | null, bookingId: number): string | null {
  return stored === null ? null : cipher.decrypt(stored, bookingId)
}

// pg may hand back timestamp columns as Date objects; SQLite keeps the ISO text as written.
function isoTimestamp(value: string | Date): string {
  return new Date(value).toISOString()
}

/** A booking as the client who asked for it sees it: never the professional's notes. */
export function presentBookingCreated(row: BookingViewRow, cipher: Cipher): BookingCreated {
  const id = Number(row.id)
  return {
    id,
    professionalId: Number(row.professional_id),
    clientName: row.client_name,
    sessionType: row.session_type,
    sessionDate: row.session_date,
    sessionTime: row.session_time,
    timezone: row.timezone,
    startsAt: isoWithOffset(new Date(row.starts_at), row.timezone),
    durationMinutes: Number(row.duration_minutes),
    status: row.status,
    notes: reveal(cipher, row.notes_encrypted, id),
    reason: reveal(cipher, row.reason_encrypted, id),
    joinInstructions: reveal(cipher, row.join_instructions_encrypted, id),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  }
}

/** The client's phone: only on a confirmed or completed booking, and only with their consent. */
function clientPhone(row: BookingViewRow): string | null {
  const holds = (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(row.status)
  return holds && Boolean(row.client_phone_consent) ? row.client_phone : null
}

/** A booking as its professional sees it, both notes decrypted. */
export function presentBooking(row: BookingViewRow, cipher: Cipher): Booking {
  const booking = presentBookingCreated(row, cipher)
  return {
    ...booking,
    clientPhone: clientPhone(row),
    professionalNotes: reveal(cipher, row.professional_notes_encrypted, booking.id),
  }
}
