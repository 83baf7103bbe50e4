import { conflict, type ApiError } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Availability, HoursSummary } from '../../contract/schemas/availability'
import { isFreeStart, type HeldSession } from '../bookings/slots'

/** What the public profile shows of a professional's hours: never the days off or the buffer. */
export function hoursSummary(availability: Availability): HoursSummary {
  const { timezone, sessionMinutes, cancellationNoticeHours, weekly } = availability
  return { timezone, sessionMinutes, cancellationNoticeHours, weekly }
}

export type RequestedStart = { start: Date; sessionDate: string; timezone: string }

/**
 * A booking request once its professional has hours: its start must be one of the free starts
 * of its date, read in its zone (409 otherwise). Without hours any date and time may be asked for.
 */
export function outsideHoursError(
  availability: Availability | null,
  held: readonly HeldSession[],
  requested: RequestedStart,
  now: Date,
): ApiError | null {
  if (!availability) return null
  const free = isFreeStart({ availability, held, now }, requested.start, requested.sessionDate, requested.timezone)
  return free ? null : conflict(messages.outsideHours)
}
