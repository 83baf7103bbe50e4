import type { I18n } from '@lingui/core'
import { wallClockIn, zoneName } from '../../../api/contract/time'

/**
 * Every date and time the app shows, as East Africa reads them (docs/product.md#dates-and-times):
 * the day before the month, the 24-hour clock, English with Kenya's conventions (en-KE), Swahili
 * with sw. The only place that may format a date (lint forbids Intl.DateTimeFormat, i18n.date and
 * toLocale*String elsewhere). Only the names of days and months come from the runtime's ICU;
 * their order, the punctuation and the clock are ours, so Node (tests, prerendering) and every
 * browser write the same text.
 */

/** Anything with the reader's language: Lingui's i18n, or `{ locale: 'sw' }`. */
export type Reader = Pick<I18n, 'locale'>

const INTL_LOCALES: Record<string, string> = { en: 'en-KE', sw: 'sw' }

const intlLocale = (reader: Reader) => INTL_LOCALES[reader.locale] ?? INTL_LOCALES.en!

let deviceZone: { zone: string | undefined } | null = null

/**
 * The zone this device is set to, when the runtime names one; looked up once per page. The first
 * lookup starts the runtime's date library: a slow phone freezes for about a tenth of a second
 * (0.2-0.35 s at Lighthouse's 4x slowdown here), so a page that shows no date should not ask.
 */
export function deviceTimeZone(): string | undefined {
  deviceZone ??= { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || undefined }
  return deviceZone.zone
}

type Names = { weekday?: 'short' | 'long'; month: 'short' | 'long' }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string, names: Names, zone: string): Intl.DateTimeFormat {
  const key = [locale, names.weekday, names.month, zone].join('|')
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      weekday: names.weekday,
      day: 'numeric',
      month: names.month,
      year: 'numeric',
      timeZone: zone,
    })
    formatters.set(key, made)
  }
  return made
}

/** "Sat 28 Nov 2026": the weekday (when asked), day, month and year `zone`'s calendar shows at `instant`. */
function dayParts(reader: Reader, instant: Date, zone: string, names: Names): string {
  const parts = formatter(intlLocale(reader), names, zone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return [names.weekday ? part('weekday') : undefined, part('day'), part('month'), part('year')]
    .filter(Boolean)
    .join(' ')
}

/** "16:05": the 24-hour clock of `zone` at `instant`. */
export function clockTime(instant: Date, zone: string): string {
  return wallClockIn(instant, zone).sessionTime
}

/** "16:05 EAT": the wall clock of `zone` at `instant`, with the zone named. */
export function timeInZone(instant: Date, zone: string): string {
  return `${clockTime(instant, zone)} ${zoneName(zone, instant)}`
}

/** "28 Nov 2026" (the same in Swahili): the day of `instant` in `zone`. */
export function dateText(reader: Reader, instant: Date, zone: string): string {
  return dayParts(reader, instant, zone, { month: 'short' })
}

/** "Sat 28 Nov 2026", "Jumamosi 28 Nov 2026": the day of `instant` in `zone`, with its weekday. */
export function dayDateText(reader: Reader, instant: Date, zone: string): string {
  return dayParts(reader, instant, zone, { weekday: 'short', month: 'short' })
}

/** "Thursday 14 January 2027", "Alhamisi 14 Januari 2027": a day written out in full. */
export function longDayText(reader: Reader, instant: Date, zone: string): string {
  return dayParts(reader, instant, zone, { weekday: 'long', month: 'long' })
}

/** A calendar date ('2026-12-31') as written, whatever the reader's zone: "31 Dec 2026". */
export function calendarDateText(reader: Reader, date: string): string {
  return dateText(reader, new Date(`${date}T00:00:00Z`), 'UTC')
}

/** A calendar date ('2026-11-24') with its weekday, as written: "Tue 24 Nov 2026". */
export function calendarDayText(reader: Reader, date: string): string {
  return dayDateText(reader, new Date(`${date}T00:00:00Z`), 'UTC')
}

/** "28 Nov 2026, 16:05": when something happened, in `zone`. */
export function dateTimeText(reader: Reader, instant: Date | string, zone: string): string {
  const at = new Date(instant)
  return `${dateText(reader, at, zone)}, ${clockTime(at, zone)}`
}

/** "Sat 28 Nov 2026, 16:05 EAT": when a session is, as `zone`'s clocks show it, the zone named. */
export function dayAndTimeInZone(reader: Reader, instant: Date, zone: string): string {
  return `${dayDateText(reader, instant, zone)}, ${timeInZone(instant, zone)}`
}

/** "18:00–19:30": a start and an end on the 24-hour clock of `zone`. */
export function timeRangeText(start: Date, end: Date, zone: string): string {
  return `${clockTime(start, zone)}–${clockTime(end, zone)}`
}

/** "Mon" or "Monday", "Jumatatu": an ISO weekday (1 Monday ... 7 Sunday) in the reader's language. */
export function weekdayText(reader: Reader, weekday: number, width: 'short' | 'long'): string {
  // 1 January 2024 was a Monday.
  const day = new Date(Date.UTC(2024, 0, weekday))
  const parts = formatter(intlLocale(reader), { weekday: width, month: 'short' }, 'UTC').formatToParts(day)
  return parts.find((part) => part.type === 'weekday')?.value ?? String(weekday)
}
