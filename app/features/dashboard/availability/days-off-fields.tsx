import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { isCalendarDate } from '../../../../api/contract/schemas/bookings'
import { withFieldGroup } from '../../../components/form/form-kit'
import { controlClass } from '../../../components/ui/control-classes'
import { calendarDayText } from '../../../lib/time/format'

/** Days off (holidays, leave): a date picked and added, each removable; no free times on them. */
export const DaysOffFields = withFieldGroup({
  defaultValues: { daysOff: [] as string[] },
  render: function DaysOffRender({ group: form }) {
    const { t, i18n } = useLingui()
    const inputId = useId()
    const [picked, setPicked] = useState('')
    return (
      <form.Field name="daysOff" mode="array">
        {(daysOff) => (
          <fieldset className="grid gap-3">
            <legend className="text-base font-semibold text-slate-900">
              <Trans>Days off</Trans>
            </legend>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1.5">
                <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                  <Trans>Date</Trans>
                </label>
                <input
                  id={inputId}
                  type="date"
                  value={picked}
                  onChange={(event) => setPicked(event.target.value)}
                  className={controlClass}
                />
              </div>
              <button
                type="button"
                className="button-secondary"
                disabled={!isCalendarDate(picked)}
                onClick={() => {
                  if (!daysOff.state.value.includes(picked))
                    daysOff.handleChange([...daysOff.state.value, picked].sort())
                  setPicked('')
                }}
              >
                <Trans>Add day off</Trans>
              </button>
            </div>
            {daysOff.state.value.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No days off</Trans>
              </p>
            ) : (
              <ul className="grid gap-2">
                {daysOff.state.value.map((date, index) => {
                  const day = calendarDayText(i18n, date)
                  return (
                    <li key={date} className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1">
                      <span>{day}</span>
                      <button
                        type="button"
                        className="button-secondary border-red-700 text-red-800 hover:bg-red-50"
                        aria-label={t`Remove the day off ${day}`}
                        onClick={() => daysOff.removeValue(index)}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </li>
                  )
                })}
              </ul>
            )}
          </fieldset>
        )}
      </form.Field>
    )
  },
})
