import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { Password } from '../../../api/contract/schemas/auth'
import { Code, PasswordResetRequest } from '../../../api/contract/schemas/phone-codes'
import { checkOnBlur, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { callApi } from '../../lib/api-client'
import { translateServerMessage } from '../../lib/server-messages'
import { AuthFormFrame } from './auth-form-frame'
import { useConfirmPasswordReset } from './queries'

const ResetCodeForm = v.strictObject({ code: Code, newPassword: Password })

/** The name a code was asked for, and what the server said (the same for every name). */
type Sent = { username: string; message: string }

/**
 * "Forgot password?" on /auth (docs/product.md#4-accounts-and-sessions): the username, then the
 * code sent by SMS (or given by support) and a new password. The answer to the first step is the
 * same for every name, so the page says what would happen rather than what did.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<Sent | null>(null)
  if (!open) {
    return (
      <button type="button" className="justify-self-start text-teal-800 underline" onClick={() => setOpen(true)}>
        <Trans>Forgot password?</Trans>
      </button>
    )
  }
  return (
    <section className="grid gap-4 rounded-md border border-slate-200 p-4" aria-labelledby="forgot-password-title">
      <h2 id="forgot-password-title" className="text-lg font-semibold text-slate-900">
        <Trans>Reset your password</Trans>
      </h2>
      <p className="text-slate-700">
        <Trans>
          No verified phone on your account? Please ask the platform's support: they can give you a one-time code for
          this form.
        </Trans>
      </p>
      {sent === null ? <UsernameStep onSent={setSent} /> : <CodeStep {...sent} />}
    </section>
  )
}

function UsernameStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { t } = useLingui()
  const request = useMutation({
    mutationFn: (username: string) => callApi('requestPasswordReset', { body: { username } }),
    meta: { failureTitle: t`Could not ask for a code` },
  })
  const form = useAppForm({
    defaultValues: { username: '' },
    validationLogic: checkOnBlur,
    validators: {
      onDynamic: PasswordResetRequest,
      onSubmitAsync: callServer(async ({ username }: { username: string }) => {
        const { message } = await request.mutateAsync(username.trim())
        onSent({ username: username.trim(), message })
      }),
    },
  })
  return (
    <form.AppForm>
      <AuthFormFrame
        error={request.error}
        fallback={t`Could not ask for a code. Please try again.`}
        submitLabel={<Trans>Send me a code</Trans>}
        pendingLabel={<Trans>Sending...</Trans>}
      >
        <form.AppField name="username">
          {(field) => (
            <field.TextField label={t`Username`} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          )}
        </form.AppField>
      </AuthFormFrame>
    </form.AppForm>
  )
}

function CodeStep({ username, message }: Sent) {
  const { t, i18n } = useLingui()
  const confirm = useConfirmPasswordReset()
  const form = useAppForm({
    defaultValues: { code: '', newPassword: '' },
    validationLogic: checkOnBlur,
    validators: {
      onDynamic: ResetCodeForm,
      onSubmitAsync: callServer((value: { code: string; newPassword: string }) =>
        confirm.mutateAsync({ username, code: value.code, newPassword: value.newPassword }),
      ),
    },
  })
  return (
    <>
      <p role="status" className="text-slate-700">
        {translateServerMessage(i18n, message)}
      </p>
      <form.AppForm>
        <AuthFormFrame
          error={confirm.error}
          fallback={t`Could not reset your password. Please try again.`}
          submitLabel={<Trans>Set new password</Trans>}
          pendingLabel={<Trans>Saving...</Trans>}
        >
          <form.AppField name="code">
            {(field) => (
              <field.TextField label={t`Code from the SMS`} autoComplete="one-time-code" inputMode="numeric" />
            )}
          </form.AppField>
          <form.AppField name="newPassword">
            {(field) => <field.TextField type="password" label={t`New password`} autoComplete="new-password" />}
          </form.AppField>
        </AuthFormFrame>
      </form.AppForm>
    </>
  )
}
