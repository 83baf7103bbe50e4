import { conflict, type ApiError } from '../../contract/errors'
import { format, messages } from '../../contract/messages'
import { CLIENT_TRANSITIONS } from './transitions'
import type { BookingStatus } from '../../contract/schemas/bookings'
import { isoWithOffset, wallClockIn, zoneName } from '../../contract/time'

/** What the person's cancel is judged on: the booking as it is now and its professional's notice. */
export type Cancellable = {
  status: BookingStatus
  startsAt: Date
  timezone: string
  /** The professional's cancellationNoticeHours; 0 without hours set. */
  noticeHours: number
}

const HOUR = 60 * 60 * 1000

/** The last moment the person may cancel a confirmed session: the notice before its start. */
export function cancelDeadline({ startsAt, noticeHours }: Cancellable): Date {
  return new Date(+startsAt - noticeHours * HOUR)
}

/** ClientBooking.cancelUntil: the deadline (in the booking's zone) of a confirmed session not yet past it. */
export function cancelUntil(booking: Cancellable, now: Date = new Date()): string | null {
  const deadline = cancelDeadline(booking)
  return booking.status === 'confirmed' && now < deadline ? isoWithOffset(deadline, booking.timezone) : null
}

/** The deadline as the person reads it: `2026-11-24 10:00 EAT`, in the booking's zone. */
export function deadlineText(booking: Cancellable): string {
  const deadline = cancelDeadline(booking)
  const { sessionDate, sessionTime } = wallClockIn(deadline, booking.timezone)
  return `${sessionDate} ${sessionTime} ${zoneName(booking.timezone, deadline)}`
}

/**
 * Why the person may not cancel, or null when they may (docs/product.md#6-bookings): a pending
 * request any time, a confirmed session until the deadline, nothing else.
 */
export function clientCancelError(booking: Cancellable, now: Date = new Date()): ApiError | null {
  if (!CLIENT_TRANSITIONS[booking.status].includes('cancelled')) {
    return conflict(format(messages.illegalTransition, { from: booking.status, to: 'cancelled' }))
  }
  if (booking.status === 'confirmed' && now >= cancelDeadline(booking)) {
    return conflict(format(messages.cancelTooLate, { deadline: deadlineText(booking) }))
  }
  return null
}
