import type { I18n } from '@lingui/core'
import { wallClockIn, zoneName } from '../../../api/contract/time'

/** "10:00 EAT": the wall clock of `zone` at `instant`, with the zone named. */
export function timeInZone(instant: Date, zone: string): string {
  return `${wallClockIn(instant, zone).sessionTime} ${zoneName(zone, instant)}`
}

/** "Tue 25 Nov, 10:00 EAT" in the reader's language: the day and time `zone`'s clocks show at `instant`. */
export function dayAndTimeInZone(i18n: I18n, instant: Date, zone: string): string {
  const day = i18n.date(instant, { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone })
  return `${day}, ${timeInZone(instant, zone)}`
}
