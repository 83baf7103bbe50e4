/** A place whose check is this many months old or older reads as not checked for a long time. */
export const PLACE_CHECK_STALE_MONTHS = 12

/**
 * Whether a check on `checkedOn` was on or before the same day of the month PLACE_CHECK_STALE_MONTHS
 * months before `today` (dates compare as text, so "31 April" stands for April's end). The server
 * reads today in the place's country (present.ts); a copy saved on a phone, in the person's zone.
 */
export function checkedLongBefore(checkedOn: string, today: string): boolean {
  const [year, month, day] = today.split('-')
  const staleMonth = new Date(Date.UTC(Number(year), Number(month) - 1 - PLACE_CHECK_STALE_MONTHS, 1))
  return checkedOn <= `${staleMonth.toISOString().slice(0, 7)}-${day}`
}
