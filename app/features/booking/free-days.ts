import { NEXT_SLOT_DAYS } from '../../../api/domain/bookings/slots'
import { addDays, todayIn } from '../../../api/contract/time'
import { DEFAULT_TIMEZONE } from '../../../api/contract/schemas/bookings'
import type { Slot } from '../../../api/contract/schemas/availability'

/**
 * The days Book a Session and the professional's page show with their free times
 * (docs/product.md#6-bookings): as many as the next free time is looked for, in one slots call.
 */
export const FREE_DAYS_SHOWN = NEXT_SLOT_DAYS

/**
 * The earliest date to offer: today in the zone the person books in, not the device's clock,
 * which may be a day behind or ahead.
 */
export function minimumDate(zone: string = DEFAULT_TIMEZONE, now: Date = new Date()): string {
  return todayIn(zone, now)
}

export type FreeDay = { date: string; count: number }
export type Choice = { sessionDate: string; sessionTime: string }

/** Each of `days` dates from `from`, with how many free starts it has (0 included, so it can be marked). */
export function freeDaysOf(slots: readonly Slot[], from: string, days: number = FREE_DAYS_SHOWN): FreeDay[] {
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(from, offset)
    return { date, count: slots.filter((slot) => slot.sessionDate === date).length }
  })
}

/** Whether `date` is one of the days shown from `from`. */
export const isShownDay = (date: string, from: string, days: number = FREE_DAYS_SHOWN) =>
  date >= from && date < addDays(from, days)

const isFree = (slots: readonly Slot[], { sessionDate, sessionTime }: Choice) =>
  slots.some((slot) => slot.sessionDate === sessionDate && slot.sessionTime === sessionTime)

/**
 * What the dialog starts on: the time already chosen (from the landing's form, say) when it is
 * free, else the first free time, else nothing.
 */
export function firstChoice(slots: readonly Slot[], chosen: Choice): Choice | null {
  if (isFree(slots, chosen)) return chosen
  const [first] = slots
  return first ? { sessionDate: first.sessionDate, sessionTime: first.sessionTime } : null
}

/** The first free time of one day, for a day just picked. */
export const firstTimeOn = (slots: readonly Slot[], date: string) =>
  slots.find((slot) => slot.sessionDate === date)?.sessionTime ?? ''
