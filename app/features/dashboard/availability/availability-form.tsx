import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Availability } from '../../../../api/contract/schemas/availability'
import { checkOnSubmit, useAppForm } from '../../../components/form/form-kit'
import { callServer } from '../../../components/form/server-field-errors'
import { availabilityErrors, numberRanges as ranges } from './availability-errors'
import { deviceTimeZone } from '../../../lib/time/format'
import { zoneOptions } from './availability-values'
import { DaysOffFields } from './days-off-fields'
import { useSaveAvailability } from './use-save-availability'
import { WeeklyHoursFields } from './weekly-hours-fields'

/**
 * The professional's hours (docs/product.md#6-bookings), checked with the contract's Availability
 * on submit and then on every change; the server's refusals come back beside their fields.
 */
export function AvailabilityForm({ initial }: { initial: Availability }) {
  const { t } = useLingui()
  const save = useSaveAvailability()
  const form = useAppForm({
    defaultValues: initial,
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: ({ value }) =>
        availabilityErrors(value, ({ min, max }) => t`Please enter a whole number from ${min} to ${max}`),
      onSubmitAsync: callServer((value: Availability) => save.mutateAsync(value)),
    },
  })
  const zones = useMemo(() => zoneOptions(initial.timezone, deviceTimeZone()), [initial.timezone])

  return (
    <form.AppForm>
      <form.Form className="grid max-w-2xl gap-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="timezone">
            {(field) => <field.SelectField label={t`Time zone`} options={zones} />}
          </form.AppField>
          <form.AppField name="sessionMinutes">
            {(field) => <field.NumberField label={t`Session length (minutes)`} step={5} {...ranges.sessionMinutes} />}
          </form.AppField>
          <form.AppField name="bufferMinutes">
            {(field) => (
              <field.NumberField label={t`Break after each session (minutes)`} step={5} {...ranges.bufferMinutes} />
            )}
          </form.AppField>
          <form.AppField name="cancellationNoticeHours">
            {(field) => (
              <field.NumberField
                label={t`Cancellation notice (hours)`}
                hint={t`Clients can cancel a confirmed session until this long before it starts.`}
                {...ranges.cancellationNoticeHours}
              />
            )}
          </form.AppField>
        </div>
        <WeeklyHoursFields form={form} fields={{ weekly: 'weekly' }} />
        <DaysOffFields form={form} fields={{ daysOff: 'daysOff' }} />
        <form.SubmitButton
          pendingLabel={<Trans>Saving...</Trans>}
          className="button-primary w-full disabled:opacity-60 sm:w-auto sm:justify-self-start"
        >
          <Trans>Save Availability</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
