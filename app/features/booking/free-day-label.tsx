import { Plural, useLingui } from '@lingui/react/macro'
import { calendarDayText } from '../../lib/time/format'
import type { FreeDay } from './free-days'

/** One of the days shown: its date, then how many free times it has ('No free times' marks the others). */
export function FreeDayLabel({ day }: { day: FreeDay }) {
  const { i18n } = useLingui()
  return (
    <>
      <span className="font-medium text-slate-900">{calendarDayText(i18n, day.date)}</span>{' '}
      <span className={day.count === 0 ? 'text-slate-600' : 'text-teal-800'}>
        <Plural value={day.count} _0="No free times" one="# free time" other="# free times" />
      </span>
    </>
  )
}
