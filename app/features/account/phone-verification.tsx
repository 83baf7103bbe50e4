import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Account } from '../../../api/contract/schemas/account'
import { FailureAlert } from '../../components/form/failure-alert'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { accountQueryKey } from './queries'

/**
 * Beside the phone on /account (docs/product.md#4-accounts-and-sessions): verified, or a code by
 * SMS and the field to type it in. Only a verified phone gets SMS updates.
 */
export function PhoneVerification({ account }: { account: Account }) {
  const { t } = useLingui()
  const [asked, setAsked] = useState(false)
  const send = useMutation({
    mutationFn: () => callApi('sendPhoneCode'),
    onSuccess: () => setAsked(true),
    meta: { failureTitle: t`Could not send a code` },
  })
  if (!account.phone) return null
  if (account.phoneVerified) {
    return (
      <p className="font-medium text-teal-800">
        <Trans>Your phone number is verified.</Trans>
      </p>
    )
  }
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 p-4">
      <p className="text-slate-700">
        <Trans>Verify your phone number to get updates by SMS and to reset your password if you forget it.</Trans>
      </p>
      <FailureAlert error={send.error} fallback={t`Could not send a code. Please try again.`} />
      <button type="button" className="button-secondary justify-self-start" onClick={() => send.mutate()}>
        {asked ? <Trans>Send another code</Trans> : <Trans>Send me a code by SMS</Trans>}
      </button>
      {asked ? <CodeEntry /> : null}
    </div>
  )
}

function CodeEntry() {
  const { t } = useLingui()
  const id = useId()
  const [code, setCode] = useState('')
  const queryClient = useQueryClient()
  const verify = useMutation({
    mutationFn: () => callApi('verifyPhone', { body: { code } }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account)
      toast({ title: t`Phone number verified` })
    },
    meta: { failureTitle: t`Could not verify your phone number` },
  })
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        verify.mutate()
      }}
    >
      <FailureAlert error={verify.error} fallback={t`Could not verify your phone number. Please try again.`} />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        <Trans>Code from the SMS</Trans>
      </label>
      <input
        id={id}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="h-11 max-w-40 rounded-md border border-slate-300 px-3"
      />
      <button type="submit" className="button-primary justify-self-start">
        <Trans>Verify</Trans>
      </button>
    </form>
  )
}
