import * as v from 'valibot'
import { BOOKINGS_MAX_PAGE_SIZE, BOOKINGS_PAGE_SIZE } from '../bookings-paging'
import { messages } from '../messages'
import { pageFields } from './paging'
import { noNul } from './text'

export const SESSION_TYPES = ['Video Call', 'Phone Call', 'In-Person', 'Chat'] as const
export type SessionType = (typeof SESSION_TYPES)[number]

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'completed'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** The booking demo's zones (EAT, CAT, WAT) as IANA names; EAT is the default (docs/product.md#6-bookings). */
export const TIMEZONES = ['Africa/Nairobi', 'Africa/Maputo', 'Africa/Lagos'] as const
export type Timezone = (typeof TIMEZONES)[number]
export const DEFAULT_TIMEZONE: Timezone = 'Africa/Nairobi'

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
const Notes = v.pipe(v.string(), noNul, v.trim(), v.maxLength(2000))

/** POST /api/bookings (docs/product.md#6-bookings). */
export const BookingRequest = v.strictObject({
  sessionDate: SessionDate,
  sessionTime: SessionTime,
  sessionType: v.picklist(SESSION_TYPES, messages.sessionTypeRequired),
  notes: v.optional(v.nullable(Notes)),
  professionalId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  timezone: v.optional(v.picklist(TIMEZONES)),
})
export type BookingRequest = v.InferOutput<typeof BookingRequest>

/** A booking as its professional sees it (docs/product.md#8-the-api). */
export const Booking = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  professionalId: v.pipe(v.number(), v.integer()),
  clientName: v.string(),
  sessionType: v.picklist(SESSION_TYPES),
  sessionDate: v.pipe(v.string(), v.check(isCalendarDate)),
  sessionTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  timezone: v.picklist(TIMEZONES),
  status: v.picklist(BOOKING_STATUSES),
  notes: v.nullable(v.string()),
  professionalNotes: v.nullable(v.string()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
})
export type Booking = v.InferOutput<typeof Booking>

/** What the booking user gets back: never the professional's private notes. */
export const BookingCreated = v.omit(Booking, ['professionalNotes'])
export type BookingCreated = v.InferOutput<typeof BookingCreated>

/** GET /api/me/professional/bookings query: `status=pending` or `upcoming=true`, a page at a time. */
export const BookingsQuery = v.strictObject({
  status: v.optional(v.picklist(BOOKING_STATUSES)),
  upcoming: v.optional(v.picklist(['true', 'false'])),
  ...pageFields(BOOKINGS_PAGE_SIZE, BOOKINGS_MAX_PAGE_SIZE),
})
export type BookingsQuery = v.InferOutput<typeof BookingsQuery>

export const BookingStatusUpdate = v.strictObject({ status: v.picklist(BOOKING_STATUSES) })
export type BookingStatusUpdate = v.InferOutput<typeof BookingStatusUpdate>

export const NotesUpdate = v.strictObject({
  professionalNotes: v.nullable(v.pipe(v.string(), noNul, v.maxLength(20_000))),
})
export type NotesUpdate = v.InferOutput<typeof NotesUpdate>
