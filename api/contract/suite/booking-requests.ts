import type * as v from 'valibot'
import { DEFAULT_LIMITS } from '../limits'
import type { BookingCreated, BookingRequest, BookingStatus } from '../schemas/bookings'
import { registerUser } from './accounts'
import type { Client } from './client'
import { dayFromToday } from './dates'

export type BookingInput = v.InferInput<typeof BookingRequest>

let slots = 0

/** A date and time that no other booking of this run uses, so slot conflicts happen only on purpose. */
export function freshSlot(): Pick<BookingInput, 'sessionDate' | 'sessionTime'> {
  slots += 1
  const minutes = 8 * 60 + (slots % 600)
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { sessionDate: dayFromToday(1 + Math.floor(slots / 600)), sessionTime: time }
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

export async function setStatus(professional: Client, bookingId: number, status: BookingStatus) {
  return professional.ok('updateBookingStatus', { params: { bookingId }, body: { status } })
}

/** The professional's bookings (all of them, or one status), as the dashboard reads them. */
export async function bookingsOf(professional: Client, query: Record<string, string> = {}) {
  return professional.ok('myBookings', { query })
}
