import { conflict, type ApiError } from '../../contract/errors'
import { format, messages } from '../../contract/messages'
import type { BookingStatus } from '../../contract/schemas/bookings'

/**
 * The only status changes a professional may make (docs/product.md#6-bookings): accept, decline,
 * complete (from the start on), cancel a confirmed session. The person who booked may only cancel
 * (CLIENT_TRANSITIONS).
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'declined'],
  confirmed: ['completed', 'cancelled'],
  declined: [],
  completed: [],
  cancelled: [],
}

/** The client cancels a pending request at any time, a confirmed session until the notice deadline. */
export const CLIENT_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  completed: [],
  cancelled: [],
}

export function transitionError(from: BookingStatus, to: BookingStatus): ApiError | null {
  return TRANSITIONS[from].includes(to) ? null : conflict(format(messages.illegalTransition, { from, to }))
}

/** Statuses that hold a professional's slot: at most one such booking per date and time. */
export const SLOT_HOLDING_STATUSES = ['confirmed', 'completed'] as const
