import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useMemo } from 'react'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { focusFirstInvalid } from '../../components/ui/focus-first-invalid'
import { KeptOnDeviceNotice } from '../../components/ui/kept-on-device-notice'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/text-area-field'
import { TextField } from '../../components/ui/text-field'
import { ConsentSubmit } from './consent-submit'
import { inquiryTypes } from './contact-options'
import { contactDefaults, contactSchema } from './contact-schema'
import { selectOptions } from './options'
import { CrisisLine, PrivacyLabel } from './form-links'
import { useKept } from './use-kept'
import { submitHandler } from '../../components/ui/submit-handler'

/**
 * The contact inquiry form (docs/product.md#11-content-and-local-forms): submit only while the consent box
 * is ticked. The form is not connected to anyone yet, so a valid message is not sent, and the
 * confirmation says so plainly. What was written stays in memory until the confirmation closes.
 */
export function ContactForm() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const schema = useMemo(() => contactSchema(i18n), [i18n, locale])
  const { kept, keep, clear, noticeRef, formRef } = useKept<true>()
  const form = useForm({
    defaultValues: contactDefaults(),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: () => keep(true),
  })
  const agreed = useStore(form.store, (state) => state.values.privacyAgreed)

  if (kept) {
    const close = () => {
      form.reset()
      clear()
    }
    return (
      <KeptOnDeviceNotice ref={noticeRef} onDismiss={close}>
        <p>
          <Trans>Your message was NOT sent: this form is not connected yet, so nobody will read or answer it.</Trans>
        </p>
        <CrisisLine />
      </KeptOnDeviceNotice>
    )
  }

  return (
    <form ref={formRef} noValidate className="grid gap-5" onSubmit={submitHandler(form)}>
      <form.Field name="name">{(field) => <TextField field={field} label={t`Name`} autoComplete="name" />}</form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField field={field} type="email" label={t`Email`} autoComplete="email" autoCapitalize="none" />
        )}
      </form.Field>
      <form.Field name="inquiryType">
        {(field) => (
          <SelectField
            field={field}
            label={t`Inquiry Type`}
            placeholder={t`Select inquiry type`}
            options={selectOptions(i18n, inquiryTypes)}
          />
        )}
      </form.Field>
      <form.Field name="message">
        {(field) => <TextAreaField field={field} label={t`Message`} rows={4} maxLength={2000} />}
      </form.Field>
      <form.Field name="privacyAgreed">
        {(field) => <CheckboxField field={field} label={<PrivacyLabel />} />}
      </form.Field>
      <ConsentSubmit agreed={agreed}>
        <Trans>Send Message</Trans>
      </ConsentSubmit>
    </form>
  )
}
