import * as v from 'valibot'
import { BOOKINGS_MAX_PAGE_SIZE, BOOKINGS_PAGE_SIZE } from '../bookings-paging'
import { messages } from '../messages'
import { pageFields } from './paging'
import { multiLine } from './text'
import { isTimeZone } from '../time'

export const SESSION_TYPES = ['Video Call', 'Phone Call', 'In-Person', 'Chat'] as const
export type SessionType = (typeof SESSION_TYPES)[number]

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'completed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
/** Bookings that are over: the professional's "Past sessions" (`status=past`). */
export const PAST_STATUSES = ['completed', 'declined', 'cancelled'] as const satisfies readonly BookingStatus[]

export { DEFAULT_TIMEZONE, TIMEZONES } from '../time'
/** An IANA time-zone name, e.g. `Africa/Lagos`. */
export type Timezone = string
export const TimeZoneName = v.pipe(v.string(), v.check(isTimeZone, messages.timezoneInvalid))

/** A session's length when its professional has not set hours (docs/product.md#6-bookings). */
export const DEFAULT_SESSION_MINUTES = 60

/** ISO 8601 with an offset (`2026-11-25T10:00:00+03:00`) or Z. */
export const Instant = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/),
  v.check((text) => !Number.isNaN(Date.parse(text))),
)

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const SessionDate = v.pipe(
  v.string(messages.dateRequired),
  v.nonEmpty(messages.dateRequired),
  v.check(isCalendarDate, messages.dateInvalid),
)
const SessionTime = v.pipe(
  v.string(messages.timeRequired),
  v.nonEmpty(messages.timeRequired),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeInvalid),
)
const Notes = v.pipe(multiLine, v.trim(), v.maxLength(2000))

/** POST /api/bookings (docs/product.md#6-bookings). */
export const BookingRequest = v.strictObject({
  sessionDate: SessionDate,
  sessionTime: SessionTime,
  sessionType: v.picklist(SESSION_TYPES, messages.sessionTypeRequired),
  notes: v.optional(v.nullable(Notes)),
  professionalId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The zone the date and time are written in; EAT when absent. */
  timezone: v.optional(TimeZoneName),
})
export type BookingRequest = v.InferOutput<typeof BookingRequest>

/** When a booking happens: its start, length and zone, and the date and time in that zone. */
const when = {
  sessionDate: v.pipe(v.string(), v.check(isCalendarDate)),
  sessionTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  timezone: v.string(),
  /** The start with the booking zone's offset. */
  startsAt: Instant,
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
}

/** A booking as its professional sees it (docs/product.md#8-the-api). */
export const Booking = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  professionalId: v.pipe(v.number(), v.integer()),
  clientName: v.string(),
  /** The client's phone (E.164), only on a confirmed or completed booking and with their consent. */
  clientPhone: v.nullable(v.string()),
  sessionType: v.picklist(SESSION_TYPES),
  ...when,
  status: v.picklist(BOOKING_STATUSES),
  notes: v.nullable(v.string()),
  /** Why it was declined or cancelled, by whoever did it. */
  reason: v.nullable(v.string()),
  /** How to join, given on accept. */
  joinInstructions: v.nullable(v.string()),
  professionalNotes: v.nullable(v.string()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
})
export type Booking = v.InferOutput<typeof Booking>

/** What the booking user gets back from POST /api/bookings: never the professional's private notes. */
export const BookingCreated = v.omit(Booking, ['professionalNotes', 'clientPhone'])
export type BookingCreated = v.InferOutput<typeof BookingCreated>

/** GET /api/me/professional/bookings query: `status=pending`, `status=past` or `upcoming=true`, a page at a time. */
export const BookingsQuery = v.strictObject({
  status: v.optional(v.picklist([...BOOKING_STATUSES, 'past'])),
  upcoming: v.optional(v.picklist(['true', 'false'])),
  ...pageFields(BOOKINGS_PAGE_SIZE, BOOKINGS_MAX_PAGE_SIZE),
})
export type BookingsQuery = v.InferOutput<typeof BookingsQuery>

const Reason = v.pipe(multiLine, v.trim(), v.maxLength(500))
const JoinInstructions = v.pipe(multiLine, v.trim(), v.maxLength(500))

/**
 * PATCH /api/bookings/:bookingId by the professional: accept (`confirmed`, with joinInstructions,
 * else the profile's default), decline or cancel (with an optional reason), complete.
 */
type StatusFields = { status: BookingStatus; reason?: string | null; joinInstructions?: string | null }
const reasonFits = (input: StatusFields) => !input.reason || input.status === 'declined' || input.status === 'cancelled'
const joinInstructionsFit = (input: StatusFields) => !input.joinInstructions || input.status === 'confirmed'

export const BookingStatusUpdate = v.pipe(
  v.strictObject({
    status: v.picklist(BOOKING_STATUSES),
    reason: v.optional(v.nullable(Reason)),
    joinInstructions: v.optional(v.nullable(JoinInstructions)),
  }),
  // A text that goes with another change is refused, not dropped without a word.
  v.forward(v.partialCheck([['status'], ['reason']], reasonFits, messages.reasonNotExpected), ['reason']),
  v.forward(
    v.partialCheck([['status'], ['joinInstructions']], joinInstructionsFit, messages.joinInstructionsNotExpected),
    ['joinInstructions'],
  ),
)
export type BookingStatusUpdate = v.InferOutput<typeof BookingStatusUpdate>

/** A booking as the person who asked for it sees it (GET /api/me/bookings): never the professional's notes. */
export const ClientBooking = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  status: v.picklist(BOOKING_STATUSES),
  professional: v.strictObject({
    id: v.pipe(v.number(), v.integer()),
    fullName: v.string(),
    title: v.string(),
    profileImageUrl: v.nullable(v.string()),
  }),
  sessionType: v.picklist(SESSION_TYPES),
  ...when,
  notes: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  /** Only once confirmed (and on a completed booking). */
  joinInstructions: v.nullable(v.string()),
  /** The last moment the person may cancel: null while pending (any time) and once it is over. */
  cancelUntil: v.nullable(Instant),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
})
export type ClientBooking = v.InferOutput<typeof ClientBooking>

/** GET /api/me/bookings: newest first, a page at a time. */
export const ClientBookingsQuery = v.strictObject({ ...pageFields(BOOKINGS_PAGE_SIZE, BOOKINGS_MAX_PAGE_SIZE) })
export type ClientBookingsQuery = v.InferOutput<typeof ClientBookingsQuery>

/** GET /api/me/bookings/:bookingId/calendar.ics: the language of the event's title and text. */
export const CALENDAR_LANGUAGES = ['en', 'sw'] as const
export const CalendarQuery = v.strictObject({ lang: v.optional(v.picklist(CALENDAR_LANGUAGES), 'en') })
export type CalendarQuery = v.InferOutput<typeof CalendarQuery>

/** PATCH /api/me/bookings/:bookingId: the person cancels their request or session. */
export const ClientBookingUpdate = v.strictObject({
  status: v.literal('cancelled'),
  reason: v.optional(v.nullable(Reason)),
})
export type ClientBookingUpdate = v.InferOutput<typeof ClientBookingUpdate>

export const NotesUpdate = v.strictObject({
  professionalNotes: v.nullable(v.pipe(multiLine, v.maxLength(20_000))),
})
export type NotesUpdate = v.InferOutput<typeof NotesUpdate>
