import { Trans, useLingui } from '@lingui/react/macro'
import { LoginInput } from '../../../api/contract/schemas/auth'
import { checkOnBlur, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { AuthFormFrame } from './auth-form-frame'
import { CredentialFields } from './credential-fields'
import { useLoginMutation } from './queries'

type LoginValues = { username: string; password: string }

/**
 * The Login tab (docs/product.md#4-accounts-and-sessions): the server's own LoginInput rules, checked when a
 * field is left and again on every change once submitted. Success sets the user; the auth page
 * then sends them to their home. Toasts come from useLoginMutation.
 */
export function LoginForm() {
  const { t } = useLingui()
  const login = useLoginMutation()
  const form = useAppForm({
    defaultValues: { username: '', password: '' },
    validationLogic: checkOnBlur,
    validators: {
      onDynamic: LoginInput,
      onSubmitAsync: callServer((value: LoginValues) =>
        login.mutateAsync({ username: value.username.trim(), password: value.password }),
      ),
    },
  })

  return (
    <form.AppForm>
      <AuthFormFrame
        error={login.error}
        fallback={t`Failed to login. Please try again.`}
        submitLabel={<Trans>Login</Trans>}
        pendingLabel={<Trans>Logging in...</Trans>}
      >
        <CredentialFields form={form} fields={{ username: 'username', password: 'password' }} />
      </AuthFormFrame>
    </form.AppForm>
  )
}
