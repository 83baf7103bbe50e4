import { useLingui } from '@lingui/react/macro'
import type { Role } from '../../../api/contract/schemas/auth'
import { withFieldGroup } from './form-kit'
import { checkPhone } from './phone-check'

/**
 * An optional phone number (Kenyan unless written with a country code) and the consent the server
 * asks for with it. A person seeking help shares it with the professionals who confirm their
 * sessions; a professional's or an admin's is kept with their account and shown to no one else
 * (docs/product.md#6-bookings), so they read words of their own. Used by the Register form and the
 * Account page.
 */
export const PhoneFields = withFieldGroup({
  defaultValues: { phone: '', phoneConsent: false },
  props: { role: 'user' as Role },
  render: function PhoneFieldsRender({ group, role }) {
    const { t } = useLingui()
    const words = {
      user: {
        hint: t`For your professional to reach you about a confirmed session. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.`,
        consent: t`Share my phone number with professionals for sessions they confirm`,
        refusal: undefined,
      },
      professional: {
        hint: t`Kept with your account: clients do not see it. To give a client a number for a session, write it in the joining instructions when you accept. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.`,
        consent: t`Keep my phone number with my account`,
        refusal: t`Please agree to keep your phone number with your account, or leave it empty`,
      },
      admin: {
        hint: t`Kept with your account and shown to no one else. Add the country code if it is not a Kenyan number, e.g. +234 802 123 4567.`,
        consent: t`Keep my phone number with my account`,
        refusal: t`Please agree to keep your phone number with your account, or leave it empty`,
      },
    }[role]
    return (
      <>
        <group.AppField name="phone" validators={{ onBlurAsync: checkPhone, onSubmitAsync: checkPhone }}>
          {(field) => (
            <field.TextField
              type="tel"
              label={t`Phone number (optional)`}
              hint={words.hint}
              autoComplete="tel"
              inputMode="tel"
            />
          )}
        </group.AppField>
        <group.AppField name="phoneConsent">
          {(field) => <field.CheckboxField label={words.consent} refusal={words.refusal} />}
        </group.AppField>
      </>
    )
  },
})
