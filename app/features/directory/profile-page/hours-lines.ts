import type { I18n } from '@lingui/core'
import type { WeeklyOpening } from '../../../../api/contract/schemas/availability'
import { zoneName } from '../../../../api/contract/time'
import { weekdayText } from '../../../lib/time/format'

/** Runs of consecutive weekdays: [1,2,3,5] -> [[1,3],[5,5]]. */
function dayRuns(weekdays: number[]): [number, number][] {
  const runs: [number, number][] = []
  for (const day of weekdays) {
    const last = runs.at(-1)
    if (last && day === last[1] + 1) last[1] = day
    else runs.push([day, day])
  }
  return runs
}

/**
 * A professional's weekly openings as short lines in their own zone, days with the same hours
 * together: "Mon-Fri 09:00-17:00 EAT", "Sat 10:00-13:00 EAT".
 */
export function hoursLines(i18n: I18n, weekly: WeeklyOpening[], zone: string): string[] {
  const byHours = new Map<string, number[]>()
  for (const opening of [...weekly].sort((a, b) => a.weekday - b.weekday)) {
    const hours = `${opening.start}-${opening.end}`
    byHours.set(hours, [...(byHours.get(hours) ?? []), opening.weekday])
  }
  const zoneLabel = zoneName(zone)
  return [...byHours]
    .flatMap(([hours, weekdays]) => dayRuns(weekdays).map((run) => ({ run, hours })))
    .sort((a, b) => a.run[0] - b.run[0] || a.hours.localeCompare(b.hours))
    .map(({ run: [first, last], hours }) => {
      const days =
        first === last
          ? weekdayText(i18n, first, 'short')
          : `${weekdayText(i18n, first, 'short')}-${weekdayText(i18n, last, 'short')}`
      return `${days} ${hours} ${zoneLabel}`
    })
}
