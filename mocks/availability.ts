import { SLOT_HOLDING_STATUSES } from '../api/domain/bookings/transitions'
import type { Availability } from '../api/contract/schemas/availability'
import type { BookingStatus } from '../api/contract/schemas/bookings'
import type { HeldSession } from '../api/domain/bookings/slots'
import { store, type AvailabilityRow } from './store'

/** The professional's hours as the API answers them, or null until set. */
export function availabilityOf(professionalId: number): Availability | null {
  const row = store.availability.find((hours) => hours.professionalId === professionalId)
  if (!row) return null
  const { professionalId: _id, updatedAt: _at, ...availability } = row
  return structuredClone(availability)
}

export function saveAvailability(professionalId: number, availability: Availability): void {
  const row: AvailabilityRow = { ...structuredClone(availability), professionalId, updatedAt: new Date().toISOString() }
  store.availability = [...store.availability.filter((hours) => hours.professionalId !== professionalId), row]
}

const holdsSlot = (status: BookingStatus) => (SLOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status)

/** The professional's confirmed and completed sessions, as instants. */
export function heldSessions(professionalId: number): HeldSession[] {
  return store.bookings
    .filter((booking) => booking.professionalId === professionalId && holdsSlot(booking.status))
    .map((booking) => {
      const start = new Date(booking.startsAt)
      return { start, end: new Date(+start + booking.durationMinutes * 60_000) }
    })
}
