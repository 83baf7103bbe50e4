import { notFound } from '../../contract/errors'
import { isStoredId } from '../../contract/ids'
import type { Limits } from '../../contract/limits'
import { messages } from '../../contract/messages'
import type { Availability } from '../../contract/schemas/availability'
import { DEFAULT_TIMEZONE, type BookingRequest, type Timezone } from '../../contract/schemas/bookings'
import { instantOf } from '../../contract/time'
import { outsideHoursError } from '../availability/hours'
import { requestedStartError, spanFrom, type BookingSpan } from './booking-clock'
import { pendingLimitError, type PendingCounts } from './pending-requests'
import type { HeldSession } from './slots'
import type { BookingNotice } from '../notifications/outbox'

/** A pending booking to write; its note plain here, sealed by the store that keeps it. */
export type NewBooking = Omit<BookingRequest, 'timezone' | 'notes'> & {
  userId: number
  timezone: Timezone
  span: BookingSpan
  notes: string | null
}

/**
 * The storage a booking request needs, inside one transaction of the caller's: the server's over
 * Knex (api/modules/bookings/request-store.ts), the mocks' over their arrays.
 */
export type BookingRequestStore = {
  /** Listed: only a professional the directory shows can be booked (docs/product.md#15-trust). */
  professionalBookable(professionalId: number): Promise<boolean>
  availabilityOf(professionalId: number): Promise<Availability | null>
  heldSessions(professionalId: number, now: Date): Promise<HeldSession[]>
  /** Makes one person's requests take turns, so two at once cannot both pass the pending limits. */
  lockClient(userId: number): Promise<void>
  pendingCounts(userId: number, professionalId: number): Promise<PendingCounts>
  sessionMinutes(professionalId: number): Promise<number>
  insertBooking(booking: NewBooking): Promise<number>
  /** Writes the messages an event makes into the outbox, in the same transaction. */
  notify(notice: BookingNotice): Promise<void>
}

type Request = {
  clientId: number
  body: BookingRequest
  limits: Pick<Limits, 'bookingHorizonDays' | 'pendingRequestsPerUser' | 'pendingRequestsPerProfessional'>
  now?: Date
}

/**
 * A person asks a professional for a session (docs/product.md#6-bookings); it starts pending. The
 * checks in their order: the date and time, the professional, their hours, the pending limits.
 * Throws the ApiError of the first rule broken; answers the new booking's id.
 */
export async function requestBooking(store: BookingRequestStore, request: Request): Promise<number> {
  const { clientId, body, limits, now = new Date() } = request
  const timezone = body.timezone ?? DEFAULT_TIMEZONE
  const start = +instantOf(body.sessionDate, body.sessionTime, timezone)
  const wrongStart = requestedStartError(body.sessionDate, start, timezone, limits.bookingHorizonDays, now)
  if (wrongStart) throw wrongStart
  const { professionalId } = body
  if (!isStoredId(professionalId) || !(await store.professionalBookable(professionalId))) {
    throw notFound(messages.professionalNotFound)
  }
  const availability = await store.availabilityOf(professionalId)
  const requested = { start: new Date(start), sessionDate: body.sessionDate, timezone }
  const outside =
    availability && outsideHoursError(availability, await store.heldSessions(professionalId, now), requested, now)
  if (outside) throw outside
  await store.lockClient(clientId)
  const tooMany = pendingLimitError(await store.pendingCounts(clientId, professionalId), limits)
  if (tooMany) throw tooMany
  const span = spanFrom(start, await store.sessionMinutes(professionalId))
  // A blank note is no note.
  const bookingId = await store.insertBooking({ ...body, userId: clientId, timezone, span, notes: body.notes || null })
  await store.notify({ event: 'newRequest', bookingId, to: 'professional' })
  return bookingId
}
