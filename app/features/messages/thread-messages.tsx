import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Message, MessageThread } from '../../../api/contract/schemas/messages'
import { usePersonZone } from '../../lib/time/person-zone'
import { MessageItem, SessionMarker, WaitingMessage } from './message-item'
import { loadEarlier } from './queries'
import { ReportDialog } from './report-dialog'
import { timeline } from './timeline'
import { useQueuedMessages } from './use-queued-messages'

/**
 * The messages oldest first, with the session's markers among them, "Load earlier messages" above
 * and, last, what this device still waits to send; Report on each of the other party's.
 */
export function ThreadMessages({ thread }: { thread: MessageThread }) {
  const { t } = useLingui()
  const zone = usePersonZone()
  const queued = useQueuedMessages(thread.bookingId)
  const [reporting, setReporting] = useState<Message | null>(null)
  const items = timeline(thread, new Date())

  return (
    <>
      {thread.hasOlder ? <LoadEarlier bookingId={thread.bookingId} /> : null}
      {items.length === 0 && queued.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Messages`} className="grid gap-3">
          {items.map((item) =>
            item.kind === 'marker' ? (
              <SessionMarker key={item.marker} marker={item.marker} at={item.at} zone={zone} />
            ) : (
              <MessageItem
                key={item.message.id}
                message={item.message}
                zone={zone}
                report={item.message.fromMe ? undefined : <ReportButton onReport={() => setReporting(item.message)} />}
              />
            ),
          )}
          {queued.map((message) => (
            <WaitingMessage key={message.idempotencyKey} text={message.text} />
          ))}
        </ol>
      )}
      {reporting ? (
        <ReportDialog bookingId={thread.bookingId} message={reporting} onClose={() => setReporting(null)} />
      ) : null}
    </>
  )
}

function ReportButton({ onReport }: { onReport: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex min-h-8 items-center justify-self-start text-sm text-slate-700 underline"
      onClick={onReport}
    >
      <Trans>Report</Trans>
    </button>
  )
}

function LoadEarlier({ bookingId }: { bookingId: number }) {
  const queryClient = useQueryClient()
  const load = useMutation({ mutationFn: () => loadEarlier(queryClient, bookingId) })
  return (
    <button
      type="button"
      className="button-secondary justify-self-center"
      disabled={load.isPending}
      onClick={() => load.mutate()}
    >
      <Trans>Load earlier messages</Trans>
    </button>
  )
}
