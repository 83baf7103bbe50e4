import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useRef } from 'react'
import { RegisterForm as RegisterFormSchema } from '../../../api/contract/schemas/auth'
import { focusFirstInvalid } from '../../components/ui/focus-first-invalid'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { useServerFieldErrors } from '../../components/ui/use-server-field-errors'
import { RoleSelect, TitleSelect } from './account-type-fields'
import { failureMessage, fieldErrorsOf } from '../../lib/failure-message'
import { useRegisterMutation } from './queries'
import { emptyRegisterValues, registerBody, type RegisterValues } from './register-values'
import { submitHandler } from '../../components/ui/submit-handler'

/**
 * The Register tab (docs/product.md#4-accounts-and-sessions): the contract's RegisterForm rules (passwords
 * match, a title for professionals), checked when a field is left and on every change once
 * submitted. confirmPassword stays here (registerBody). Toasts come from useRegisterMutation.
 */
export function RegisterForm() {
  const { t, i18n } = useLingui()
  const register = useRegisterMutation()
  const serverErrors = useServerFieldErrors<RegisterValues>()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: emptyRegisterValues,
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: { onDynamic: RegisterFormSchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      serverErrors.clear()
      await register
        .mutateAsync(registerBody(value))
        .catch((error: unknown) => serverErrors.report(fieldErrorsOf(error), value))
    },
  })

  return (
    <form ref={formRef} noValidate className="grid gap-5" onSubmit={submitHandler(form)}>
      {register.isError ? (
        <FormAlert>{failureMessage(i18n, register.error, t`Failed to register. Please try again.`)}</FormAlert>
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
            autoComplete="new-password"
            serverError={serverErrors.errorFor('password', field.state.value)}
          />
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(field) => <TextField field={field} type="password" label={t`Confirm Password`} autoComplete="new-password" />}
      </form.Field>
      <form.Field name="role">
        {(field) => <RoleSelect field={field} serverError={serverErrors.errorFor('role', field.state.value)} />}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.role}>
        {(role) =>
          role === 'professional' ? (
            <form.Field name="title">
              {(field) => <TitleSelect field={field} serverError={serverErrors.errorFor('title', field.state.value)} />}
            </form.Field>
          ) : null
        }
      </form.Subscribe>
      <SubmitButton pending={register.isPending} pendingLabel={<Trans>Creating account...</Trans>}>
        <Trans>Create Account</Trans>
      </SubmitButton>
    </form>
  )
}
