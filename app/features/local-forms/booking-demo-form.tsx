import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useMemo } from 'react'
import * as v from 'valibot'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { focusFirstInvalid } from '../../components/ui/focus-first-invalid'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/text-area-field'
import { TextField } from '../../components/ui/text-field'
import { appointmentTypes, demoLocations, demoSessionTypes, demoTimezones } from './booking-demo-options'
import { BookingDemoKept, type KeptDemoBooking } from './booking-demo-kept'
import { bookingDemoDefaults, bookingDemoSchema, earliestDemoDate } from './booking-demo-schema'
import { ConsentSubmit } from './consent-submit'
import { selectOptions } from './options'
import { PrivacyLabel } from './form-links'
import { useKept } from './use-kept'
import { submitHandler } from '../../components/ui/submit-handler'

/**
 * The landing's booking demo (docs/product.md#11-content-and-local-forms): checked on submit, then on every
 * change; submit waits for the privacy box. Nothing is sent: the values stay in this component's
 * memory to be shown back, and are dropped when the person closes the confirmation.
 */
export function BookingDemoForm() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const schema = useMemo(() => bookingDemoSchema(i18n), [i18n, locale])
  const { kept, keep, clear, noticeRef, formRef } = useKept<KeptDemoBooking>()
  const form = useForm({
    defaultValues: bookingDemoDefaults(),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
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
    <form ref={formRef} noValidate className="mt-8 grid max-w-3xl gap-5" onSubmit={submitHandler(form)}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <form.Field name="appointmentType">
          {(field) => (
            <SelectField
              field={field}
              label={t`Appointment Type`}
              placeholder={t`Select appointment type`}
              options={selectOptions(i18n, appointmentTypes)}
            />
          )}
        </form.Field>
        <form.Field name="sessionType">
          {(field) => (
            <SelectField
              field={field}
              label={t`Session Type`}
              placeholder={t`Select session type`}
              options={selectOptions(i18n, demoSessionTypes)}
            />
          )}
        </form.Field>
        <form.Field name="location">
          {(field) => (
            <SelectField
              field={field}
              label={t`Location`}
              placeholder={t`Select location`}
              options={selectOptions(i18n, demoLocations)}
            />
          )}
        </form.Field>
        <form.Field name="timezone">
          {(field) => (
            <SelectField
              field={field}
              label={t`Time Zone`}
              placeholder={t`Select time zone`}
              options={selectOptions(i18n, demoTimezones)}
            />
          )}
        </form.Field>
        <form.Field name="date">
          {(field) => <TextField field={field} type="date" label={t`Date`} min={earliestDemoDate(timezone)} />}
        </form.Field>
        <form.Field name="time">{(field) => <TextField field={field} type="time" label={t`Time`} />}</form.Field>
      </div>
      <form.Field name="notes">
        {(field) => (
          <TextAreaField
            field={field}
            label={t`Notes (optional)`}
            rows={3}
            maxLength={1000}
            placeholder={t`Anything you would like the professional to know beforehand`}
          />
        )}
      </form.Field>
      <form.Field name="privacyAgreed">
        {(field) => <CheckboxField field={field} label={<PrivacyLabel />} />}
      </form.Field>
      <ConsentSubmit agreed={agreed}>
        <Trans>Submit demo booking</Trans>
      </ConsentSubmit>
    </form>
  )
}
