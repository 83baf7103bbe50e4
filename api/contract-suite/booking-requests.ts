import type * as v from 'valibot'
import { DEFAULT_LIMITS } from '../contract/limits'
import type { BookingCreated, BookingRequest, BookingStatus, BookingStatusUpdate } from '../contract/schemas/bookings'
import { registerUser } from './accounts'
import type { Client } from './client'
import { dayFromToday } from './dates'
import { target } from './target'

export type BookingInput = v.InferInput<typeof BookingRequest>

let slots = 0

/**
 * A date and hour (EAT) that no other booking of this run shares: sessions last an hour without
 * set hours, so time conflicts happen only on purpose.
 */
export function freshSlot(): Pick<BookingInput, 'sessionDate' | 'sessionTime'> {
  slots += 1
  const time = `${String(slots % 24).padStart(2, '0')}:00`
  return { sessionDate: dayFromToday(1 + Math.floor(slots / 24)), sessionTime: time }
}

let pastHours = 0

/**
 * Moves a booking's start into the past (straight in the target's data: the API books only ahead),
 * to a time no other moved booking has: a session that has begun, as "complete" needs.
 */
export async function beginSession(bookingId: number): Promise<Date> {
  pastHours += 2
  const start = new Date(Date.now() - pastHours * 3_600_000)
  await target().moveBookingStart(bookingId, start)
  return start
}

export function bookingRequest(professionalId: number, overrides: Partial<BookingInput> = {}): BookingInput {
  return { ...freshSlot(), sessionType: 'Video Call', notes: null, professionalId, ...overrides }
}

export async function book(user: Client, professionalId: number, overrides: Partial<BookingInput> = {}) {
  return user.ok('createBooking', { body: bookingRequest(professionalId, overrides) })
}

export type Requesters = {
  book(professionalId: number, overrides?: Partial<BookingInput>): Promise<BookingCreated>
}

/**
 * People who take turns asking for sessions, for tests that need many requests and not one
 * sender: a new user takes over before the last one would reach a pending-request limit.
 */
export function requesters(): Requesters {
  const { pendingRequestsPerUser, pendingRequestsPerProfessional } = DEFAULT_LIMITS
  let current: { client: Client; inAll: number; byProfessional: Map<number, number> } | null = null
  return {
    async book(professionalId, overrides = {}) {
      const withProfessional = current?.byProfessional.get(professionalId) ?? 0
      if (!current || current.inAll >= pendingRequestsPerUser || withProfessional >= pendingRequestsPerProfessional) {
        current = { client: (await registerUser()).client, inAll: 0, byProfessional: new Map() }
      }
      current.inAll += 1
      current.byProfessional.set(professionalId, (current.byProfessional.get(professionalId) ?? 0) + 1)
      return book(current.client, professionalId, overrides)
    },
  }
}

export async function setStatus(
  professional: Client,
  bookingId: number,
  status: BookingStatus,
  texts: Omit<BookingStatusUpdate, 'status'> = {},
) {
  return professional.ok('updateBookingStatus', { params: { bookingId }, body: { status, ...texts } })
}

/** Marks a confirmed booking completed, once its session has begun. */
export async function complete(professional: Client, bookingId: number) {
  await beginSession(bookingId)
  return setStatus(professional, bookingId, 'completed')
}

/** The professional's bookings (all of them, or one status), as the dashboard reads them. */
export async function bookingsOf(professional: Client, query: Record<string, string> = {}) {
  return professional.ok('myBookings', { query })
}
