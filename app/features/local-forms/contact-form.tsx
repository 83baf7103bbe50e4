import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { KeptOnDeviceNotice } from '../../components/ui/kept-on-device-notice'
import { ConsentSubmit } from './consent-submit'
import { inquiryTypes } from './contact-options'
import { contactDefaults, contactSchema } from './contact-schema'
import { selectOptions } from './options'
import { CrisisLine, PrivacyLabel } from './form-links'
import { useKept } from './use-kept'

/**
 * The contact inquiry form (docs/product.md#11-content-and-local-forms): submit only while the consent box
 * is ticked. The form is not connected to anyone yet, so a valid message is not sent, and the
 * confirmation says so plainly. What was written stays in memory until the confirmation closes.
 */
export function ContactForm() {
  const { t, i18n } = useLingui()
  // Built at each render (a few objects), so its messages follow a language switch.
  const schema = contactSchema(i18n)
  const { kept, keep, clear, noticeRef, formRef } = useKept<true>()
  const form = useAppForm({
    defaultValues: contactDefaults(),
    validationLogic: checkOnSubmit,
    validators: { onDynamic: schema },
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
    <form.AppForm>
      <form.Form ref={formRef} className="grid gap-5">
        <form.AppField name="name">{(field) => <field.TextField label={t`Name`} autoComplete="name" />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField type="email" label={t`Email`} autoComplete="email" autoCapitalize="none" />}
        </form.AppField>
        <form.AppField name="inquiryType">
          {(field) => (
            <field.SelectField
              label={t`Inquiry Type`}
              placeholder={t`Select inquiry type`}
              options={selectOptions(i18n, inquiryTypes)}
            />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextAreaField label={t`Message`} rows={4} maxLength={2000} />}
        </form.AppField>
        <form.AppField name="privacyAgreed">
          {(field) => <field.CheckboxField label={<PrivacyLabel />} />}
        </form.AppField>
        <ConsentSubmit agreed={agreed}>
          <Trans>Send Message</Trans>
        </ConsentSubmit>
      </form.Form>
    </form.AppForm>
  )
}
