import { cancelUntil } from '../../contract/cancellation'
import { photoPath } from '../../contract/photo-address'
import type { ClientBooking } from '../../contract/schemas/bookings'
import { isoWithOffset } from '../../contract/time'
import type { Cipher } from '../../security/cipher'
import type { ClientBookingRow } from './repo'

function reveal(cipher: Cipher, stored: string | null, bookingId: number): string | null {
  return stored === null ? null : cipher.decrypt(stored, bookingId)
}

const isoTimestamp = (value: string | Date) => new Date(value).toISOString()

/** How to join shows once the professional has accepted. */
const showsJoinInstructions = (row: ClientBookingRow) => row.status === 'confirmed' || row.status === 'completed'

/** A booking as the person who asked for it sees it: their note, never the professional's. */
export function presentClientBooking(row: ClientBookingRow, cipher: Cipher, now: Date = new Date()): ClientBooking {
  const id = Number(row.id)
  const startsAt = new Date(row.starts_at)
  const professionalId = Number(row.professional_id)
  const cancellable = {
    status: row.status,
    startsAt,
    timezone: row.timezone,
    noticeHours: Number(row.cancellation_notice_hours ?? 0),
  }
  return {
    id,
    status: row.status,
    professional: {
      id: professionalId,
      fullName: row.full_name,
      title: row.title,
      profileImageUrl: row.photo_hash ? photoPath(professionalId, row.photo_hash) : null,
    },
    sessionType: row.session_type,
    sessionDate: row.session_date,
    sessionTime: row.session_time,
    timezone: row.timezone,
    startsAt: isoWithOffset(startsAt, row.timezone),
    durationMinutes: Number(row.duration_minutes),
    notes: reveal(cipher, row.notes_encrypted, id),
    reason: reveal(cipher, row.reason_encrypted, id),
    joinInstructions: showsJoinInstructions(row) ? reveal(cipher, row.join_instructions_encrypted, id) : null,
    cancelUntil: cancelUntil(cancellable, now),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  }
}
