import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { FreeDayLabel } from './free-day-label'
import type { FreeDay } from './free-days'

type Props = { days: FreeDay[]; value: string; onPick: (date: string) => void }

/**
 * Book a Session's next days, each with how many free times it has: a day without any is marked
 * and cannot be picked (docs/product.md#6-bookings). Picking one sets the date (and its first time).
 */
export function FreeDaysField({ days, value, onPick }: Props) {
  const name = useId()
  const none = days.every((day) => day.count === 0)
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Free times in the next two weeks</Trans>
      </legend>
      {none ? (
        <p className="text-sm text-slate-700">
          <Trans>No free times in the next two weeks: choose a later date below.</Trans>
        </p>
      ) : null}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2">
        {days.map((day) => (
          <label
            key={day.date}
            className="grid min-h-11 content-start gap-0.5 rounded-lg border border-slate-300 px-2 py-1.5 text-xs break-words has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:ring-1 has-checked:ring-teal-700 has-enabled:cursor-pointer has-enabled:hover:border-teal-700 has-disabled:border-dashed has-disabled:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
          >
            <input
              type="radio"
              name={name}
              value={day.date}
              checked={value === day.date}
              disabled={day.count === 0}
              onChange={() => onPick(day.date)}
              className="sr-only"
            />
            <FreeDayLabel day={day} />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
