import * as v from 'valibot'
import { messages } from '../messages'
import { minutesOf } from '../time'
import { Instant, isCalendarDate, TimeZoneName } from './bookings'
import { Professional } from './professionals'
import { wholeNumber } from './paging'

const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeInvalid))
const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/** One weekly opening: ISO weekday (1 Monday ... 7 Sunday) from `start` to `end`, in the professional's zone. */
export const WeeklyOpening = v.pipe(
  v.strictObject({ weekday: whole(1, 7), start: ClockTime, end: ClockTime }),
  v.check((opening) => minutesOf(opening.end) > minutesOf(opening.start), messages.hoursEndBeforeStart),
)
export type WeeklyOpening = v.InferOutput<typeof WeeklyOpening>

function openingsOverlap(weekly: WeeklyOpening[]): boolean {
  return weekly.some((a, i) =>
    weekly.some(
      (b, j) =>
        i < j &&
        a.weekday === b.weekday &&
        minutesOf(a.start) < minutesOf(b.end) &&
        minutesOf(b.start) < minutesOf(a.end),
    ),
  )
}

/**
 * The professional's hours (GET/PUT /api/me/professional/availability, docs/product.md#6-bookings):
 * every time is in `timezone`; a session lasts `sessionMinutes`, with `bufferMinutes` kept free
 * after it; a confirmed session may be cancelled by the client until `cancellationNoticeHours`
 * before its start.
 */
export const Availability = v.pipe(
  v.strictObject({
    timezone: TimeZoneName,
    sessionMinutes: whole(30, 120),
    bufferMinutes: whole(0, 60),
    cancellationNoticeHours: whole(0, 72),
    weekly: v.pipe(v.array(WeeklyOpening), v.maxLength(28)),
    daysOff: v.pipe(
      v.array(v.pipe(v.string(), v.check(isCalendarDate, messages.dateInvalid))),
      v.maxLength(366),
      v.transform((days) => [...new Set(days)].sort()),
    ),
  }),
  v.forward(
    v.partialCheck([['weekly']], (input) => !openingsOverlap(input.weekly), messages.hoursOverlap),
    ['weekly'],
  ),
  v.forward(
    v.partialCheck(
      [['weekly'], ['sessionMinutes']],
      // An opening that ends before it starts has its own message (hoursEndBeforeStart).
      (input) =>
        input.weekly.every(
          (o) =>
            minutesOf(o.end) <= minutesOf(o.start) || minutesOf(o.end) - minutesOf(o.start) >= input.sessionMinutes,
        ),
      messages.hoursTooShort,
    ),
    ['weekly'],
  ),
)
export type Availability = v.InferOutput<typeof Availability>

/** GET /api/professionals/:professionalId/slots query: `days` (1-14) days from `from`, read in `timezone`. */
export const SlotsQuery = v.strictObject({
  from: v.pipe(v.string(), v.check(isCalendarDate, messages.dateInvalid)),
  days: v.optional(wholeNumber(1, 14), '1'),
  timezone: v.optional(TimeZoneName),
})
export type SlotsQuery = v.InferOutput<typeof SlotsQuery>

/** A free start, as an instant and as the wall clock of the zone asked for. */
export const Slot = v.strictObject({
  startsAt: Instant,
  sessionDate: v.string(),
  sessionTime: v.string(),
})
export type Slot = v.InferOutput<typeof Slot>

/** The free starts; `hoursSet` false means the professional takes requests at any date and time. */
export const SlotsAnswer = v.strictObject({
  hoursSet: v.boolean(),
  timezone: v.string(),
  durationMinutes: v.pipe(v.number(), v.integer()),
  slots: v.array(Slot),
})
export type SlotsAnswer = v.InferOutput<typeof SlotsAnswer>

/** The public summary of a professional's hours: never days off or the cancellation details beyond the notice. */
export const HoursSummary = v.strictObject({
  timezone: v.string(),
  sessionMinutes: v.pipe(v.number(), v.integer()),
  cancellationNoticeHours: v.pipe(v.number(), v.integer()),
  weekly: v.array(WeeklyOpening),
})
export type HoursSummary = v.InferOutput<typeof HoursSummary>

/** GET /api/professionals/:professionalId: the public profile, the hours (null until set) and the next free start within 14 days. */
export const ProfessionalPage = v.strictObject({
  ...Professional.entries,
  hours: v.nullable(HoursSummary),
  nextFreeSlot: v.nullable(Instant),
})
export type ProfessionalPage = v.InferOutput<typeof ProfessionalPage>
