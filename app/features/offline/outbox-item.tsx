import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import type { OutboxEntry, WrittenRequest } from '../../lib/outbox/outbox-entry'
import { CrisisLinkedText } from '../../components/ui/crisis-linked-text'
import { removeEntry } from '../../lib/outbox/outbox-store'
import { translateServerMessage } from '../../lib/server-messages'
import { usePersonZone } from '../../lib/time/person-zone'
import { outboxDescription } from './outbox-description'

/**
 * One queued item: what it is, and whether it waits, was held by the server (why, and a way to
 * drop it), needs a sign-in or was refused (dismissable).
 */
export function OutboxItem({ entry }: { entry: OutboxEntry & WrittenRequest }) {
  const { i18n } = useLingui()
  const what = outboxDescription(i18n, entry, usePersonZone())
  const serverMessage = translateServerMessage(i18n, entry.serverMessage ?? '')
  // Each Don't send / Dismiss button says which item it removes.
  const whatId = useId()
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
      <span id={whatId} className="font-medium">
        {what}
      </span>
      {entry.state === 'held' ? (
        <>
          <span>
            <Trans>Waiting to send:</Trans> <CrisisLinkedText text={serverMessage} />{' '}
            <Trans>We will try again later.</Trans>
          </span>
          <RemoveButton entryId={entry.id!} describedBy={whatId}>
            <Trans>Don't send</Trans>
          </RemoveButton>
        </>
      ) : entry.state === 'waiting' ? (
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
            <Trans>Not sent:</Trans> {serverMessage}
          </span>
          <RemoveButton entryId={entry.id!} describedBy={whatId}>
            <Trans>Dismiss</Trans>
          </RemoveButton>
        </>
      )}
    </li>
  )
}

/** Drops the item from the outbox; `describedBy` names the item it removes. */
function RemoveButton({
  entryId,
  describedBy,
  children,
}: {
  entryId: number
  describedBy: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="font-medium underline"
      aria-describedby={describedBy}
      onClick={() => void removeEntry(entryId)}
    >
      {children}
    </button>
  )
}
