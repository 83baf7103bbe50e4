import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from './form-kit'
import { checkPhone } from './phone-check'

/**
 * An optional phone number (Kenyan unless written with a country code) and the consent to show it
 * to professionals once they confirm a session. Used by the Register form and the Account page.
 */
export const PhoneFields = withFieldGroup({
  defaultValues: { phone: '', phoneConsent: false },
  render: function PhoneFieldsRender({ group }) {
    const { t } = useLingui()
    return (
      <>
        <group.AppField name="phone" validators={{ onBlurAsync: checkPhone, onSubmitAsync: checkPhone }}>
          {(field) => (
            <field.TextField
              type="tel"
              label={t`Phone number (optional)`}
              hint={t`For your professional to reach you about a confirmed session. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.`}
              autoComplete="tel"
              inputMode="tel"
            />
          )}
        </group.AppField>
        <group.AppField name="phoneConsent">
          {(field) => (
            <field.CheckboxField label={t`Share my phone number with professionals for sessions they confirm`} />
          )}
        </group.AppField>
      </>
    )
  },
})
