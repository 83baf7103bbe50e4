import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { removeEntry } from '../../lib/outbox/outbox-store'
import { translateServerMessage } from '../../lib/server-messages'

/** One queued item: what it is, and whether it waits, needs a sign-in or was refused (dismissable). */
export function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const { t, i18n } = useLingui()
  const date = entry.kind === 'booking' ? entry.body.sessionDate : ''
  const time = entry.kind === 'booking' ? entry.body.sessionTime : ''
  const what = entry.kind === 'booking' ? t`Booking request for ${date} at ${time}` : t`Session notes`
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
      <span className="font-medium">{what}</span>
      {entry.state === 'waiting' ? (
        <span>
          <Trans>Waiting to send</Trans>
        </span>
      ) : entry.state === 'sign-in' ? (
        <span>
          <Trans>
            Not sent: please{' '}
            <Link to="/auth" className="font-medium underline">
              sign in again
            </Link>{' '}
            to send it.
          </Trans>
        </span>
      ) : (
        <>
          <span>
            <Trans>Not sent:</Trans> {translateServerMessage(i18n, entry.serverMessage ?? '')}
          </span>
          <button type="button" className="font-medium underline" onClick={() => void removeEntry(entry.id!)}>
            <Trans>Dismiss</Trans>
          </button>
        </>
      )}
    </li>
  )
}
