import { Trans } from '@lingui/react/macro'
import { messages } from '../../../api/contract/messages'
import type { Account } from '../../../api/contract/schemas/account'
import type { Role } from '../../../api/contract/schemas/auth'
import { phoneNeedsConsent } from '../../../api/contract/schemas/phone-consent'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { PhoneFields } from '../../components/form/phone-fields'
import { useUpdateAccount } from './queries'

type Values = { phone: string; phoneConsent: boolean }

const valuesOf = (account: Account): Values => ({ phone: account.phone ?? '', phoneConsent: account.phoneConsent })

/**
 * The phone and the consent to share it; an emptied phone is removed. Its page draws it anew from
 * the saved account (the phone as E.164) after each save.
 */
export function AccountForm({ account, role }: { account: Account; role: Role }) {
  const update = useUpdateAccount()
  const form = useAppForm({
    defaultValues: valuesOf(account),
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: ({ value }) =>
        phoneNeedsConsent(value) ? undefined : { fields: { phoneConsent: messages.phoneConsentRequired } },
      onSubmitAsync: callServer((value: Values) =>
        update.mutateAsync({ phone: value.phone.trim() === '' ? null : value.phone, phoneConsent: value.phoneConsent }),
      ),
    },
  })
  return (
    <form.AppForm>
      <form.Form className="grid max-w-md gap-5">
        <PhoneFields form={form} fields={{ phone: 'phone', phoneConsent: 'phoneConsent' }} role={role} />
        <form.SubmitButton pendingLabel={<Trans>Saving...</Trans>} className="button-primary disabled:opacity-60">
          <Trans>Save</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
