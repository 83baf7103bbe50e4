import { Trans, useLingui } from '@lingui/react/macro'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { emptyPasswordChange, PasswordChangeForm, type PasswordChangeValues } from './password-change-values'
import { useChangePassword } from './use-change-password'

/** Change password: the current one, then the new one twice. A wrong current password shows beside it. */
export function PasswordForm() {
  const { t } = useLingui()
  const change = useChangePassword()
  const form = useAppForm({
    defaultValues: emptyPasswordChange,
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: PasswordChangeForm,
      onSubmitAsync: callServer(({ currentPassword, newPassword }: PasswordChangeValues) =>
        change.mutateAsync({ currentPassword, newPassword }),
      ),
    },
    onSubmit: ({ formApi }) => formApi.reset(),
  })
  return (
    <form.AppForm>
      <form.Form className="grid max-w-md gap-5">
        <form.AppField name="currentPassword">
          {(field) => <field.TextField type="password" label={t`Current password`} autoComplete="current-password" />}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.TextField type="password" label={t`New password`} autoComplete="new-password" />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.TextField type="password" label={t`Confirm new password`} autoComplete="new-password" />}
        </form.AppField>
        <form.SubmitButton pendingLabel={<Trans>Changing...</Trans>} className="button-primary disabled:opacity-60">
          <Trans>Change password</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
