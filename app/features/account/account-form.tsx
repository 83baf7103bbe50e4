import { Trans, useLingui } from '@lingui/react/macro'
import { messages } from '../../../api/contract/messages'
import type { Account, AccountUpdate } from '../../../api/contract/schemas/account'
import type { Role } from '../../../api/contract/schemas/auth'
import { phoneNeedsConsent } from '../../../api/contract/schemas/phone-consent'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { PhoneFields } from '../../components/form/phone-fields'
import { useUpdateAccount } from './queries'

type Values = { phone: string; phoneConsent: boolean; password: string }

const valuesOf = (account: Account): Values => ({
  phone: account.phone ?? '',
  phoneConsent: account.phoneConsent,
  password: '',
})

/**
 * Whether the typed number is not the saved one. The server compares the numbers as E.164
 * (api/domain/accounts/phone-change.ts): the same number written otherwise is asked for a password
 * it then does not check.
 */
const newNumber = (phone: string, account: Account) => phone.trim() !== '' && phone.trim() !== (account.phone ?? '')

function accountUpdate(value: Values, account: Account): AccountUpdate {
  const phone = value.phone.trim() === '' ? null : value.phone
  const proof = newNumber(value.phone, account) ? { password: value.password } : {}
  return { phone, phoneConsent: value.phoneConsent, ...proof }
}

/**
 * The phone and the consent to share it; an emptied phone is removed, and a new number asks for
 * the password (a password reset's code goes to it). Its page draws it anew from the saved account
 * (the phone as E.164) after each save, so the password is not kept.
 */
export function AccountForm({ account, role }: { account: Account; role: Role }) {
  const { t } = useLingui()
  const update = useUpdateAccount()
  const form = useAppForm({
    defaultValues: valuesOf(account),
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: ({ value }) => {
        const fields = {
          ...(phoneNeedsConsent(value) ? {} : { phoneConsent: messages.phoneConsentRequired }),
          ...(newNumber(value.phone, account) && value.password === ''
            ? { password: messages.phonePasswordRequired }
            : {}),
        }
        return Object.keys(fields).length > 0 ? { fields } : undefined
      },
      onSubmitAsync: callServer((value: Values) => update.mutateAsync(accountUpdate(value, account))),
    },
  })
  return (
    <form.AppForm>
      <form.Form className="grid max-w-md gap-5">
        <PhoneFields form={form} fields={{ phone: 'phone', phoneConsent: 'phoneConsent' }} role={role} />
        <form.Subscribe selector={(state) => newNumber(state.values.phone, account)}>
          {(asksPassword) =>
            asksPassword ? (
              <form.AppField name="password">
                {(field) => (
                  <field.TextField
                    type="password"
                    label={t`Your password`}
                    hint={t`A code to reset your password goes to your phone, so a new number needs your password.`}
                    autoComplete="current-password"
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
        <form.SubmitButton pendingLabel={<Trans>Saving...</Trans>} className="button-primary disabled:opacity-60">
          <Trans>Save</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
