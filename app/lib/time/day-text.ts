import type { I18n } from '@lingui/core'

/** A calendar date ('2026-12-31') as the reader's language writes it: "31 December 2026". */
export function calendarDateText(i18n: I18n, date: string): string {
  return i18n.date(`${date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
}

/** The day of an instant on the reader's device, written the same way. */
export function dayText(i18n: I18n, instant: string): string {
  return i18n.date(instant, { dateStyle: 'long' })
}

/** A calendar date ('2026-12-31') short, with its weekday, as the reader's language writes it. */
export function shortDayText(i18n: I18n, date: string): string {
  return i18n.date(`${date}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
}
