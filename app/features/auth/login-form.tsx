import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useRef } from 'react'
import { LoginInput } from '../../../api/contract/schemas/auth'
import { focusFirstInvalid } from '../../components/ui/focus-first-invalid'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { useServerFieldErrors } from '../../components/ui/use-server-field-errors'
import { failureMessage, fieldErrorsOf } from '../../lib/failure-message'
import { useLoginMutation } from './queries'
import { submitHandler } from '../../components/ui/submit-handler'

type LoginValues = { username: string; password: string }

/**
 * The Login tab (docs/product.md#4-accounts-and-sessions): the server's own LoginInput rules, checked when a
 * field is left and again on every change once submitted. Success sets the user; the auth page
 * then sends them to their home. Toasts come from useLoginMutation.
 */
export function LoginForm() {
  const { t, i18n } = useLingui()
  const login = useLoginMutation()
  const serverErrors = useServerFieldErrors<LoginValues>()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: { username: '', password: '' } as LoginValues,
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: { onDynamic: LoginInput },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      serverErrors.clear()
      await login
        .mutateAsync({ username: value.username.trim(), password: value.password })
        .catch((error: unknown) => serverErrors.report(fieldErrorsOf(error), value))
    },
  })

  return (
    <form ref={formRef} noValidate className="grid gap-5" onSubmit={submitHandler(form)}>
      {login.isError ? (
        <FormAlert>{failureMessage(i18n, login.error, t`Failed to login. Please try again.`)}</FormAlert>
      ) : null}
      <form.Field name="username">
        {(field) => (
          <TextField
            field={field}
            label={t`Username`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            serverError={serverErrors.errorFor('username', field.state.value)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            type="password"
            label={t`Password`}
            autoComplete="current-password"
            serverError={serverErrors.errorFor('password', field.state.value)}
          />
        )}
      </form.Field>
      <SubmitButton pending={login.isPending} pendingLabel={<Trans>Logging in...</Trans>}>
        <Trans>Login</Trans>
      </SubmitButton>
    </form>
  )
}
