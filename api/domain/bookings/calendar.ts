import { createEvent } from 'ics'
import type { CalendarQuery } from '../../contract/schemas/bookings'
import { asMultiLine, asSingleLine } from '../../contract/schemas/text'
import { wallClockIn, zoneName } from '../../contract/time'

/** A confirmed session as one side's calendar shows it. */
export type CalendarSession = {
  bookingId: number
  startsAt: Date
  durationMinutes: number
  /** The booking's zone: named in the text, while the times themselves are UTC. */
  timezone: string
  /** Who the session is with: the professional's full name for the client, the client's username for the professional. */
  withName: string
  joinInstructions: string | null
  language: CalendarQuery['lang']
}

/** The event's words in each language the app speaks; names, times and zones stay as they are. */
const WORDS = {
  en: { title: (name: string) => `Session with ${name}`, howToJoin: 'How to join:', reminder: 'Session in 1 hour' },
  sw: {
    title: (name: string) => `Kipindi na ${name}`,
    howToJoin: 'Jinsi ya kujiunga:',
    reminder: 'Kipindi baada ya saa 1',
  },
} as const

const MINUTE = 60 * 1000

export function calendarFileName(bookingId: number): string {
  return `session-${bookingId}.ics`
}

/** The session as an RFC 5545 file (text/calendar): start and end in UTC, one stable UID per booking. */
export function sessionCalendar(session: CalendarSession): string {
  const { bookingId, startsAt, durationMinutes, timezone, withName, joinInstructions, language } = session
  const words = WORDS[language]
  const { sessionDate, sessionTime } = wallClockIn(startsAt, timezone)
  const when = `${sessionDate} ${sessionTime} ${zoneName(timezone, startsAt)}, ${timezone}`
  const description = joinInstructions ? `${when}\n\n${words.howToJoin} ${asMultiLine(joinInstructions)}` : when
  const { error, value } = createEvent({
    productId: 'wellness-platform',
    uid: `booking-${bookingId}@wellness-platform`,
    title: words.title(asSingleLine(withName)),
    description,
    start: +startsAt,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: +startsAt + durationMinutes * MINUTE,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    // A reminder an hour before, on the phone's own calendar, even with data off.
    alarms: [{ action: 'display', description: words.reminder, trigger: { hours: 1, before: true } }],
  })
  if (error || value === null) throw error ?? new Error(`No calendar file for booking ${bookingId}`)
  return value
}
