import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { AccountDeletion } from '../../../api/contract/schemas/password'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { useDeleteAccount } from './use-delete-account'

type Values = { password: string; understood: boolean }
const unconfirmed: Values = { password: '', understood: false }

/** The password once more and a plain-words confirmation, then DELETE /api/me. */
export function DeleteAccountForm() {
  const { t } = useLingui()
  const deletion = useDeleteAccount()
  const form = useAppForm({
    defaultValues: unconfirmed,
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: v.object({
        ...AccountDeletion.entries,
        understood: v.literal(true, t`Please tick the box to confirm`),
      }),
      onSubmitAsync: callServer(({ password }: Values) => deletion.mutateAsync({ password })),
    },
  })
  return (
    <form.AppForm>
      <form.Form className="grid max-w-md gap-5">
        <form.AppField name="password">
          {(field) => <field.TextField type="password" label={t`Your password`} autoComplete="current-password" />}
        </form.AppField>
        <form.AppField name="understood">
          {(field) => (
            <field.CheckboxField
              label={<Trans>I understand my account and my notes will be deleted and this cannot be undone.</Trans>}
            />
          )}
        </form.AppField>
        <form.SubmitButton
          pendingLabel={<Trans>Deleting...</Trans>}
          className="button-primary border-red-700 bg-red-700 hover:bg-red-800 disabled:opacity-60"
        >
          <Trans>Delete my account</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
