import { Trans, useLingui } from '@lingui/react/macro'
import { RegisterForm as RegisterFormSchema } from '../../../api/contract/schemas/auth'
import { checkOnBlur, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { RoleSelect, TitleSelect } from './account-type-fields'
import { AuthFormFrame } from './auth-form-frame'
import { CredentialFields } from './credential-fields'
import { PhoneFields } from '../../components/form/phone-fields'
import { useRegisterMutation } from './queries'
import { emptyRegisterValues, registerBody, type RegisterValues } from './register-values'

/**
 * The Register tab (docs/product.md#4-accounts-and-sessions): the contract's RegisterForm rules (passwords
 * match, a title for professionals, consent with a phone), checked when a field is left and on
 * every change once submitted; the phone number itself is checked by PhoneFields. confirmPassword stays here (registerBody). Toasts come from useRegisterMutation.
 */
export function RegisterForm() {
  const { t } = useLingui()
  const register = useRegisterMutation()
  const form = useAppForm({
    defaultValues: emptyRegisterValues,
    validationLogic: checkOnBlur,
    validators: {
      onDynamic: RegisterFormSchema,
      onSubmitAsync: callServer((value: RegisterValues) => register.mutateAsync(registerBody(value))),
    },
  })

  return (
    <form.AppForm>
      <AuthFormFrame
        error={register.error}
        fallback={t`Failed to register. Please try again.`}
        submitLabel={<Trans>Create Account</Trans>}
        pendingLabel={<Trans>Creating account...</Trans>}
      >
        <CredentialFields
          form={form}
          fields={{ username: 'username', password: 'password' }}
          passwordAutoComplete="new-password"
        />
        <form.AppField name="confirmPassword">
          {(field) => <field.TextField type="password" label={t`Confirm Password`} autoComplete="new-password" />}
        </form.AppField>
        <form.AppField name="role">{() => <RoleSelect />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.role}>
          {(role) =>
            role === 'professional' ? <form.AppField name="title">{() => <TitleSelect />}</form.AppField> : null
          }
        </form.Subscribe>
        <form.Subscribe selector={(state) => state.values.role}>
          {(role) => (
            <PhoneFields
              form={form}
              fields={{ phone: 'phone', phoneConsent: 'phoneConsent' }}
              role={role === 'professional' ? 'professional' : 'user'}
            />
          )}
        </form.Subscribe>
      </AuthFormFrame>
    </form.AppForm>
  )
}
