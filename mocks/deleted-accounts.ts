import type { CalendarBooking } from '../api/domain/bookings/calendar-file'
import type { ClientFacts, ProfessionalFacts } from '../api/domain/bookings/present'
import { findProfessional, findUser } from './repo'
import { store } from './store'

/** How a booking's other party shows a deleted account: 'Deleted account', no title, no photo. */
const isDeleted = (userId: number | undefined) => userId !== undefined && !!findUser(userId)?.deletedAt

/** The client as the one booking presenter (api/domain/bookings) takes them. */
export function clientFactsOf(userId: number): ClientFacts {
  const user = findUser(userId)
  return {
    username: user?.username ?? '',
    deleted: isDeleted(userId),
    phone: user?.phone ?? null,
    phoneConsent: !!user?.phoneConsent,
  }
}

/** The professional as the one booking presenter takes them; undefined once gone from the store. */
export function professionalFactsOf(professionalId: number): ProfessionalFacts | undefined {
  const professional = findProfessional(professionalId)
  if (!professional) return undefined
  const { fullName, title, photoHash } = professional
  return { fullName, title, photoHash, deleted: isDeleted(professional.userId) }
}

/** A booking with both its sides, as its calendar file takes it. */
export function calendarBookingOf(bookingId: number): CalendarBooking | undefined {
  const booking = store.bookings.find((row) => row.id === bookingId)
  const professional = booking && findProfessional(booking.professionalId)
  if (!booking || !professional) return undefined
  const client = clientFactsOf(booking.userId)
  const { id, status, timezone, durationMinutes, joinInstructions } = booking
  return {
    id,
    status,
    timezone,
    durationMinutes,
    joinInstructions: () => joinInstructions,
    startsAt: new Date(booking.startsAt),
    client: { userId: booking.userId, name: client.username, deleted: client.deleted },
    professional: { userId: professional.userId, name: professional.fullName, deleted: isDeleted(professional.userId) },
  }
}
