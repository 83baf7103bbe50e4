import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationSettings,
} from '../../../api/contract/schemas/notifications'
import { FailureAlert } from '../../components/form/failure-alert'
import { LoadError } from '../../components/ui/load-error'
import { useCurrentUser } from '../auth'
import { PushToggle } from '../notifications'
import { notificationSettingsOptions, useSaveNotificationSettings } from './notification-settings-queries'

const eventLabels: Record<NotificationEvent, MessageDescriptor> = {
  accepted: msg`A session request is accepted`,
  declined: msg`A session request is declined`,
  cancelled: msg`The professional cancels a session`,
  reminder24h: msg`Reminder 24 hours before a session`,
  reminder1h: msg`Reminder 1 hour before a session`,
  newRequest: msg`New session requests (professionals)`,
  clientCancelled: msg`A client cancels a session (professionals)`,
  message: msg`A new message in a conversation`,
}

const DEFAULT_QUIET = { start: '21:00', end: '07:00' }

/**
 * Which updates the person gets on /account (docs/product.md#16-notifications): SMS on or off
 * (consent, and only with a verified phone), each event, and quiet hours in their own zone.
 */
export function NotificationSettingsSection({ phoneVerified }: { phoneVerified: boolean }) {
  const query = useQuery(notificationSettingsOptions())
  if (query.data)
    return <SettingsForm key={JSON.stringify(query.data)} saved={query.data} phoneVerified={phoneVerified} />
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load your notification settings.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading your notification settings...</Trans>
    </p>
  )
}

function SettingsForm({ saved, phoneVerified }: { saved: NotificationSettings; phoneVerified: boolean }) {
  const { t, i18n } = useLingui()
  const userId = useCurrentUser().data?.id ?? 0
  const save = useSaveNotificationSettings()
  const [sms, setSms] = useState(saved.sms)
  const [events, setEvents] = useState(saved.events)
  const [quiet, setQuiet] = useState(saved.quietHours)
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ sms, push: saved.push, events, quietHours: quiet })
      }}
    >
      <FailureAlert error={save.error} fallback={t`Failed to save your notification settings`} />
      {saved.smsStoppedAt ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <Trans>You replied STOP to our SMS, so SMS updates are off. Turn them on here to get them again.</Trans>
        </p>
      ) : null}
      {/* Web push for this device. Turning it on also saves `push`, the account's consent to pushes;
          turning it off ends this device's subscription only, so the person's other devices keep theirs. */}
      <PushToggle
        userId={userId}
        accountAllows={saved.push}
        onChange={(on) => {
          if (on && !saved.push) save.mutate({ ...savedInput(saved), push: true })
        }}
      />
      <Toggle checked={sms} onChange={setSms} disabled={!phoneVerified && !sms}>
        <Trans>Send me updates by SMS</Trans>
      </Toggle>
      {phoneVerified ? null : (
        <p className="text-sm text-slate-600">
          <Trans>SMS updates need a verified phone number: verify yours above.</Trans>
        </p>
      )}
      <fieldset className="grid gap-1">
        <legend className="font-medium text-slate-900">
          <Trans>Tell me when</Trans>
        </legend>
        {NOTIFICATION_EVENTS.map((name) => (
          <Toggle key={name} checked={events[name]} onChange={(on) => setEvents({ ...events, [name]: on })}>
            {i18n._(eventLabels[name])}
          </Toggle>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="font-medium text-slate-900">
          <Trans>Quiet hours</Trans>
        </legend>
        <Toggle checked={quiet !== null} onChange={(on) => setQuiet(on ? DEFAULT_QUIET : null)}>
          <Trans>Hold messages during quiet hours (reminders still come)</Trans>
        </Toggle>
        {quiet ? (
          <div className="flex flex-wrap gap-4">
            <TimeInput label={t`From`} value={quiet.start} onChange={(start) => setQuiet({ ...quiet, start })} />
            <TimeInput label={t`Until`} value={quiet.end} onChange={(end) => setQuiet({ ...quiet, end })} />
          </div>
        ) : null}
      </fieldset>
      <button type="submit" className="button-primary justify-self-start" disabled={save.isPending}>
        <Trans>Save notification settings</Trans>
      </button>
    </form>
  )
}

/** The settings as saved, as PUT takes them. */
const savedInput = ({ sms, push, events, quietHours }: NotificationSettings) => ({ sms, push, events, quietHours })

function Toggle({
  checked,
  onChange,
  disabled,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-3 size-5 shrink-0 accent-teal-700"
      />
      <label htmlFor={id} className="py-2 text-sm text-slate-800">
        {children}
      </label>
    </div>
  )
}

function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-md border border-slate-300 px-3"
      />
    </div>
  )
}
