import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import * as v from 'valibot'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { appointmentTypes, demoLocations, demoSessionTypes, demoTimezones } from './booking-demo-options'
import { BookingDemoKept, type KeptDemoBooking } from './booking-demo-kept'
import { bookingDemoDefaults, bookingDemoSchema, earliestDemoDate } from './booking-demo-schema'
import { ConsentSubmit } from './consent-submit'
import { selectOptions } from './options'
import { PrivacyLabel } from './form-links'
import { useKept } from './use-kept'

/**
 * The landing's booking demo (docs/product.md#11-content-and-local-forms): checked on submit, then on every
 * change; submit waits for the privacy box. Nothing is sent: the values stay in this component's
 * memory to be shown back, and are dropped when the person closes the confirmation.
 */
export function BookingDemoForm() {
  const { t, i18n } = useLingui()
  // Built at each render (a few objects), so its messages follow a language switch.
  const schema = bookingDemoSchema(i18n)
  const { kept, keep, clear, noticeRef, formRef } = useKept<KeptDemoBooking>()
  const form = useAppForm({
    defaultValues: bookingDemoDefaults(),
    validationLogic: checkOnSubmit,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => keep(v.parse(schema, value)),
  })
  const agreed = useStore(form.store, (state) => state.values.privacyAgreed)
  const timezone = useStore(form.store, (state) => state.values.timezone)

  if (kept) {
    const close = () => {
      form.reset()
      clear()
    }
    return <BookingDemoKept ref={noticeRef} kept={kept} onDismiss={close} />
  }

  return (
    <form.AppForm>
      <form.Form ref={formRef} className="mt-8 grid max-w-3xl gap-5">
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
          <Trans>Submit demo booking</Trans>
        </ConsentSubmit>
      </form.Form>
    </form.AppForm>
  )
}
