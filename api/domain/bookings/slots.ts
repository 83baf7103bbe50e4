import { addDays, todayIn, instantOf, isoWeekday, isoWithOffset, minutesOf, wallClockIn } from '../../contract/time'
import type { Availability, Slot } from '../../contract/schemas/availability'

/**
 * A professional's free starts (docs/product.md#6-bookings): pure, so the server, the mocks and
 * the booking check compute them alike.
 */

/** A confirmed or completed session, as instants. */
export type HeldSession = { start: Date; end: Date }

export type SlotsRequest = {
  availability: Availability
  held: readonly HeldSession[]
  /** The first calendar date (YYYY-MM-DD) in the viewer's zone. */
  from: string
  /** How many of the viewer's days, from `from`. */
  days: number
  viewerZone: string
  now: Date
}

/** How far ahead the next free start is looked for. */
export const NEXT_SLOT_DAYS = 14

const MINUTE = 60_000
/** Zones differ from each other by at most 26 hours: two days either side cover any viewer's day. */
const ZONE_MARGIN_DAYS = 2

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Every start the weekly openings give on one of the professional's dates, days off aside. */
function startsOn(date: string, availability: Availability): Date[] {
  if (availability.daysOff.includes(date)) return []
  const weekday = isoWeekday(date)
  const step = availability.sessionMinutes + availability.bufferMinutes
  return availability.weekly
    .filter((opening) => opening.weekday === weekday)
    .flatMap((opening) => {
      const starts: Date[] = []
      const end = minutesOf(opening.end)
      for (let at = minutesOf(opening.start); at + availability.sessionMinutes <= end; at += step) {
        starts.push(instantOf(date, clock(at), availability.timezone))
      }
      return starts
    })
}

/** Whether a session from `start`, with the buffer kept on both sides, would touch a held one. */
function touchesHeld(start: Date, availability: Availability, held: readonly HeldSession[]): boolean {
  const from = +start - availability.bufferMinutes * MINUTE
  const to = +start + (availability.sessionMinutes + availability.bufferMinutes) * MINUTE
  return held.some((session) => from < +session.end && +session.start < to)
}

/**
 * The free starts whose date in `viewerZone` lies in [from, from + days), soonest first: the
 * openings read in the professional's zone, without days off, starts not after `now`, and starts
 * within the buffer of a held session. Sessions last 30 minutes or more and openings never overlap
 * (the Availability schema), so a day holds at most 48 starts and 14 days at most 672.
 */
export function freeSlots({ availability, held, from, days, viewerZone, now }: SlotsRequest): Slot[] {
  const until = addDays(from, days)
  const seen = new Set<number>()
  const slots: { at: number; slot: Slot }[] = []
  for (let offset = -ZONE_MARGIN_DAYS; offset < days + ZONE_MARGIN_DAYS; offset += 1) {
    for (const start of startsOn(addDays(from, offset), availability)) {
      // A wall-clock time that a daylight-saving change repeats or skips can name one instant twice.
      if (+start <= +now || seen.has(+start) || touchesHeld(start, availability, held)) continue
      const wall = wallClockIn(start, viewerZone)
      if (wall.sessionDate < from || wall.sessionDate >= until) continue
      seen.add(+start)
      slots.push({ at: +start, slot: { startsAt: isoWithOffset(start, viewerZone), ...wall } })
    }
  }
  return slots.sort((a, b) => a.at - b.at).map(({ slot }) => slot)
}

/** The first free start within NEXT_SLOT_DAYS of the professional's today, with their zone's offset. */
export function nextFreeSlot(availability: Availability, held: readonly HeldSession[], now: Date): string | null {
  const viewerZone = availability.timezone
  const from = todayIn(viewerZone, now)
  return freeSlots({ availability, held, from, days: NEXT_SLOT_DAYS, viewerZone, now })[0]?.startsAt ?? null
}

/** Whether `start`, asked for on `date` in `zone`, is one of the free starts. */
export function isFreeStart(
  request: { availability: Availability; held: readonly HeldSession[]; now: Date },
  start: Date,
  date: string,
  zone: string,
): boolean {
  return freeSlots({ ...request, from: date, days: 1, viewerZone: zone }).some(
    (slot) => Date.parse(slot.startsAt) === +start,
  )
}
