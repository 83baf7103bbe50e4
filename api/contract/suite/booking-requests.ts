import type * as v from 'valibot'
import type { BookingRequest, BookingStatus } from '../schemas/bookings'
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

export async function setStatus(professional: Client, bookingId: number, status: BookingStatus) {
  return professional.ok('updateBookingStatus', { params: { bookingId }, body: { status } })
}

/** The professional's bookings (all of them, or one status), as the dashboard reads them. */
export async function bookingsOf(professional: Client, query: Record<string, string> = {}) {
  return professional.ok('myBookings', { query })
}
