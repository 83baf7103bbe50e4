import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { instantOf } from '../../../api/contract/time'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { keepChosenTime } from '../../lib/chosen-time'
import { toast } from '../../lib/toasts'
import { directorySearchFor } from './booking-demo-directory'
import { appointmentTypes, demoLocations, demoSessionTypes, demoTimezones, zoneOf } from './booking-demo-options'
import { bookingDemoDefaults, bookingDemoSchema, earliestDemoDate } from './booking-demo-schema'
import { ConsentSubmit } from './consent-submit'
import { selectOptions } from './options'
import { PrivacyLabel } from './form-links'

/**
 * The landing's booking form (docs/product.md#11-content-and-local-forms): checked on submit, then
 * on every change; submit waits for the privacy box. Nothing is sent: submit keeps the chosen
 * start on this device, for the next Book a Session to preselect, and takes the person to the
 * directory filtered by what maps onto the form.
 */
export function BookingDemoForm() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  // Built at each render (a few objects), so its messages follow a language switch.
  const schema = bookingDemoSchema(i18n)
  const form = useAppForm({
    defaultValues: bookingDemoDefaults(),
    validationLogic: checkOnSubmit,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => {
      const booking = v.parse(schema, value)
      keepChosenTime(instantOf(booking.date, booking.time, zoneOf(booking.timezone)))
      toast({
        title: t`Kept on this device only`,
        description: t`Nothing was sent. Choose a professional: your date and time are filled in when you press Book Now.`,
      })
      void navigate({ to: '/', search: directorySearchFor(booking), hash: 'directory' })
    },
  })
  const agreed = useStore(form.store, (state) => state.values.privacyAgreed)
  const timezone = useStore(form.store, (state) => state.values.timezone)

  return (
    <form.AppForm>
      <form.Form className="mt-8 grid max-w-3xl gap-5">
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <form.AppField name="appointmentType">
            {(field) => (
              <field.SelectField
                label={t`Appointment Type`}
                placeholder={t`Select appointment type`}
                options={selectOptions(i18n, appointmentTypes)}
              />
            )}
          </form.AppField>
          <form.AppField name="sessionType">
            {(field) => (
              <field.SelectField
                label={t`Session Type`}
                placeholder={t`Select session type`}
                options={selectOptions(i18n, demoSessionTypes)}
              />
            )}
          </form.AppField>
          <form.AppField name="location">
            {(field) => (
              <field.SelectField
                label={t`Location`}
                placeholder={t`Select location`}
                options={selectOptions(i18n, demoLocations)}
              />
            )}
          </form.AppField>
          <form.AppField name="timezone">
            {(field) => (
              <field.SelectField
                label={t`Time Zone`}
                placeholder={t`Select time zone`}
                options={selectOptions(i18n, demoTimezones)}
              />
            )}
          </form.AppField>
          <form.AppField name="date">
            {(field) => <field.TextField type="date" label={t`Date`} min={earliestDemoDate(timezone)} />}
          </form.AppField>
          <form.AppField name="time">{(field) => <field.TimeField label={t`Time`} />}</form.AppField>
        </div>
        <form.AppField name="notes">
          {(field) => (
            <field.TextAreaField
              label={t`Notes (optional)`}
              rows={3}
              maxLength={1000}
              placeholder={t`Anything you would like the professional to know beforehand`}
            />
          )}
        </form.AppField>
        <form.AppField name="privacyAgreed">
          {(field) => <field.CheckboxField label={<PrivacyLabel />} />}
        </form.AppField>
        <ConsentSubmit agreed={agreed}>
          <Trans>Find professionals for this time</Trans>
        </ConsentSubmit>
      </form.Form>
    </form.AppForm>
  )
}
