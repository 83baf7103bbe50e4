import { cancelUntil } from './cancellation'
import { messages } from '../../contract/messages'
import { photoPath } from '../../contract/photo-address'
import { SLOT_HOLDING_STATUSES } from './transitions'
import type { Booking, BookingCreated, BookingStatus, ClientBooking } from '../../contract/schemas/bookings'
import { isoWithOffset } from '../../contract/time'

/**
 * The one presenter of each booking shape, used by the server (over its rows, texts decrypted) and
 * by the mocks (over their arrays), so a rule of what a party sees is written once.
 */

/** A booking as stored, its texts readable and its instants as Date or ISO text. */
export type BookingFacts = Pick<
  BookingCreated,
  | 'id'
  | 'professionalId'
  | 'sessionType'
  | 'sessionDate'
  | 'sessionTime'
  | 'timezone'
  | 'durationMinutes'
  | 'status'
  | 'notes'
  | 'reason'
  | 'joinInstructions'
> & { startsAt: Date | string; createdAt: Date | string; updatedAt: Date | string }

/** The client as their professional sees them; `deleted` once they deleted their account. */
export type ClientFacts = { username: string; deleted: boolean; phone: string | null; phoneConsent: boolean }

/** The professional as the person who booked sees them; `deleted` once they deleted their account. */
export type ProfessionalFacts = { fullName: string; title: string; photoHash: string | null; deleted: boolean }

const isoTimestamp = (value: Date | string) => new Date(value).toISOString()

/** A booking as the client who asked for it sees it when it is made: never the professional's notes. */
export function presentBookingCreated(
  booking: BookingFacts,
  client: Pick<ClientFacts, 'username' | 'deleted'>,
): BookingCreated {
  return {
    id: booking.id,
    professionalId: booking.professionalId,
    clientName: client.deleted ? messages.deletedAccount : client.username,
    sessionType: booking.sessionType,
    sessionDate: booking.sessionDate,
    sessionTime: booking.sessionTime,
    timezone: booking.timezone,
    startsAt: isoWithOffset(new Date(booking.startsAt), booking.timezone),
    durationMinutes: booking.durationMinutes,
    status: booking.status,
    notes: booking.notes,
    reason: booking.reason,
    joinInstructions: booking.joinInstructions,
    createdAt: isoTimestamp(booking.createdAt),
    updatedAt: isoTimestamp(booking.updatedAt),
  }
}

/** The client's phone: only on a confirmed or completed booking, and only with their consent (docs/product.md#6-bookings). */
function clientPhone(status: BookingStatus, client: ClientFacts): string | null {
  const holds = (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status)
  return holds && client.phoneConsent ? client.phone : null
}

/** A booking as its professional sees it: their private notes, and the client's phone once the session is theirs. */
export function presentBooking(booking: BookingFacts, client: ClientFacts, professionalNotes: string | null): Booking {
  return {
    ...presentBookingCreated(booking, client),
    clientPhone: clientPhone(booking.status, client),
    professionalNotes,
  }
}

/** The professional's card on a booking; a deleted account shows no name, title or photo. */
export function professionalCard(
  id: number,
  professional: ProfessionalFacts | undefined,
): ClientBooking['professional'] {
  if (!professional || professional.deleted) {
    return { id, fullName: messages.deletedAccount, title: '', profileImageUrl: null }
  }
  return {
    id,
    fullName: professional.fullName,
    title: professional.title,
    profileImageUrl: professional.photoHash ? photoPath(id, professional.photoHash) : null,
  }
}

/**
 * A booking as the person who asked for it sees it: their note, never the professional's; how to
 * join once accepted; until when they may cancel, given the professional's notice (0 without hours).
 */
export function presentClientBooking(
  booking: BookingFacts,
  professional: ProfessionalFacts | undefined,
  noticeHours: number,
  now: Date = new Date(),
): ClientBooking {
  const startsAt = new Date(booking.startsAt)
  const joinable = booking.status === 'confirmed' || booking.status === 'completed'
  const cancellable = { status: booking.status, startsAt, timezone: booking.timezone, noticeHours }
  return {
    id: booking.id,
    status: booking.status,
    professional: professionalCard(booking.professionalId, professional),
    sessionType: booking.sessionType,
    sessionDate: booking.sessionDate,
    sessionTime: booking.sessionTime,
    timezone: booking.timezone,
    startsAt: isoWithOffset(startsAt, booking.timezone),
    durationMinutes: booking.durationMinutes,
    notes: booking.notes,
    reason: booking.reason,
    joinInstructions: joinable ? booking.joinInstructions : null,
    cancelUntil: cancelUntil(cancellable, now),
    createdAt: isoTimestamp(booking.createdAt),
    updatedAt: isoTimestamp(booking.updatedAt),
  }
}
