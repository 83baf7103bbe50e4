/** Sample events happen in East Africa Time: show their dates and times there, wherever the reader is. */
const EAST_AFRICA = 'Africa/Nairobi'

/** A day in the reader's language, e.g. 'Thursday, January 14, 2027' or 'Alhamisi, 14 Januari 2027'. */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: EAST_AFRICA,
  }).format(new Date(iso))
}

/** A start and end time in East Africa Time, e.g. '6:00 PM – 7:30 PM' or '18:00 – 19:30'. */
export function formatTimeRange(startIso: string, endIso: string, locale: string): string {
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: EAST_AFRICA })
  return time.formatRange(new Date(startIso), new Date(endIso))
}
