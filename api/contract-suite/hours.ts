import type * as v from 'valibot'
import type { Availability } from '../contract/schemas/availability'

export type HoursInput = v.InferInput<typeof Availability>

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]

/** Hours every day of the week, so tests hold whatever today is. */
export function everyDay(start: string, end: string, changes: Partial<HoursInput> = {}): HoursInput {
  return {
    timezone: 'Africa/Nairobi',
    sessionMinutes: 50,
    bufferMinutes: 10,
    cancellationNoticeHours: 24,
    weekly: EVERY_DAY.map((weekday) => ({ weekday, start, end })),
    daysOff: [],
    ...changes,
  }
}
