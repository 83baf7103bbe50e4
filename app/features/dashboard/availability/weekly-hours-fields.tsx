import { Trans, useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '../../../components/form/form-kit'
import { messageOf } from '../../../components/form/use-field-error'
import { translateServerMessage } from '../../../lib/server-messages'
import type { WeeklyOpening } from '../../../../api/contract/schemas/availability'
import { weekdayText } from '../../../lib/time/format'
import { WEEKDAYS_NINE_TO_FIVE, nextOpening } from './availability-values'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7]

/**
 * The weekly openings, day by day: each a start and an end, added and removed one at a time, or
 * all at once with the Monday-to-Friday preset. Their errors show beside the day (the contract's
 * rules: ends after it starts, no overlap, at least one session long).
 */
export const WeeklyHoursFields = withFieldGroup({
  defaultValues: { weekly: [] as WeeklyOpening[] },
  render: function WeeklyHoursRender({ group: form }) {
    const { t, i18n } = useLingui()
    return (
      <form.Field name="weekly" mode="array">
        {(weekly) => (
          <fieldset className="grid gap-4">
            <legend className="text-base font-semibold text-slate-900">
              <Trans>Weekly hours</Trans>
            </legend>
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="button-secondary"
                onClick={() => weekly.handleChange(WEEKDAYS_NINE_TO_FIVE.map((opening) => ({ ...opening })))}
              >
                <Trans>Mon-Fri 09:00-17:00</Trans>
              </button>
              {weekly.state.value.length > 0 ? (
                <button type="button" className="button-secondary" onClick={() => weekly.handleChange([])}>
                  <Trans>Clear all hours</Trans>
                </button>
              ) : null}
            </div>
            <RuleError errors={weekly.state.meta.errors} />
            <ul className="grid gap-3">
              {WEEKDAYS.map((weekday) => {
                const day = weekdayText(i18n, weekday, 'long')
                const indexes = weekly.state.value.flatMap((opening, index) =>
                  opening.weekday === weekday ? [index] : [],
                )
                return (
                  <li key={weekday} className="rounded-lg border border-slate-200 p-3">
                    <div className="flex items-center justify-between gap-2">
                      <h3 className="font-medium text-slate-900">{day}</h3>
                      <button
                        type="button"
                        className="button-secondary"
                        aria-label={t`Add hours on ${day}`}
                        onClick={() =>
                          weekly.pushValue(
                            nextOpening(
                              weekday,
                              indexes.map((index) => weekly.state.value[index]!),
                            ),
                          )
                        }
                      >
                        <Trans>Add hours</Trans>
                      </button>
                    </div>
                    {indexes.length === 0 ? (
                      <p className="mt-1 text-sm text-slate-600">
                        <Trans>Closed</Trans>
                      </p>
                    ) : (
                      <div className="mt-2 grid gap-3">
                        {indexes.map((index) => (
                          <div key={index} className="grid gap-2">
                            <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                              <form.AppField name={`weekly[${index}].start`}>
                                {(field) => <field.TimeField label={t`${day}: from`} />}
                              </form.AppField>
                              <form.AppField name={`weekly[${index}].end`}>
                                {(field) => <field.TimeField label={t`${day}: until`} />}
                              </form.AppField>
                              <button
                                type="button"
                                className="button-secondary border-red-700 text-red-800 hover:bg-red-50"
                                aria-label={t`Remove these hours of ${day}`}
                                onClick={() => weekly.removeValue(index)}
                              >
                                <Trans>Remove</Trans>
                              </button>
                            </div>
                            <form.Field name={`weekly[${index}]`}>
                              {(opening) => <RuleError errors={opening.state.meta.errors} />}
                            </form.Field>
                          </div>
                        ))}
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )}
      </form.Field>
    )
  },
})

/** A rule about several inputs at once (checked on submit, then on every change), shown where they are. */
function RuleError({ errors }: { errors: unknown[] }) {
  const { i18n } = useLingui()
  const message = errors.map(messageOf).find(Boolean)
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {translateServerMessage(i18n, message)}
    </p>
  ) : null
}
