import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { failureMessage } from '../../lib/failure-message'
import { toast } from '../../lib/toasts'
import { usePushSubscription } from './use-push-subscription'

/**
 * "Updates on this device" for the account's notification settings: a switch that subscribes this
 * device to web push, or says why it cannot. `accountAllows` is the settings' `push`; `onChange`
 * lets the settings form keep it in step.
 */
export function PushToggle({
  userId,
  accountAllows,
  onChange,
}: {
  userId: number
  accountAllows: boolean
  onChange?: (on: boolean) => void
}) {
  const id = useId()
  const { t, i18n } = useLingui()
  const { state, busy, turnOn, turnOff } = usePushSubscription(userId, accountAllows)
  if (state === 'unsupported') {
    return (
      <p className="text-sm text-slate-600">
        <Trans>This browser cannot show updates.</Trans>
      </p>
    )
  }
  const change = (on: boolean) =>
    (on ? turnOn() : turnOff()).then(
      () => onChange?.(on),
      (error: unknown) =>
        toast({
          title: t`Updates on this device could not be changed`,
          description: failureMessage(i18n, error, t`Please try again.`),
          variant: 'destructive',
        }),
    )
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="inline-flex items-center gap-2 text-slate-900">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-teal-700"
          checked={state === 'on'}
          disabled={busy || state === 'denied'}
          onChange={(event) => void change(event.target.checked)}
        />
        <Trans>Show updates on this device</Trans>
      </label>
      <p className="text-sm text-slate-600">
        {state === 'denied' ? (
          <Trans>Notifications are blocked for this site in the browser settings.</Trans>
        ) : (
          <Trans>A short notice with no details, only while you are signed in here.</Trans>
        )}
      </p>
    </div>
  )
}
