import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MessageThread } from '../../../api/contract/schemas/messages'
import { CrisisHelpLink } from '../../components/ui/crisis-help-link'
import { LoadError } from '../../components/ui/load-error'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'
import { otherPartyName } from '../../lib/deleted-account'
import { useCurrentUser } from '../auth'
import { LiveNotes } from '../dashboard'
import { ClosedNotice } from './closed-notice'
import { CloseThread } from './close-thread'
import { Composer } from './composer'
import { messageKeys } from './message-keys'
import { threadQueryOptions } from './queries'
import { ThreadMessages } from './thread-messages'
import { useMarkRead } from './use-mark-read'

/**
 * /messages/$bookingId (docs/product.md#17-messages): the booking's private thread, for its
 * person and its professional. Crisis help stays on screen; during a live Chat session the
 * professional's notes sit beside it.
 */
export function ThreadPage({ bookingId }: { bookingId: number }) {
  const queryClient = useQueryClient()
  const query = useQuery(threadQueryOptions(queryClient, bookingId))
  const professional = useCurrentUser().data?.role === 'professional'
  const thread = query.data
  useMarkRead(thread)

  return (
    <div
      className={`mx-auto grid grid-cols-1 gap-6 px-4 py-8 sm:px-6 ${
        professional && thread?.live ? 'max-w-6xl lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'max-w-3xl'
      }`}
    >
      <div className="grid content-start gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Heading thread={thread} />
          <CrisisHelpLink look="wide" />
        </div>
        <StoredCopyNote queryKeys={[messageKeys.thread(bookingId)]} />
        {thread ? (
          <ThreadBody thread={thread} professional={professional} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()}>
            <Trans>We could not load this conversation.</Trans>
          </LoadError>
        ) : (
          <p role="status" className="text-slate-700">
            <Trans>Loading messages...</Trans>
          </p>
        )}
      </div>
      {professional && thread?.live ? <LiveNotes bookingId={bookingId} /> : null}
    </div>
  )
}

function Heading({ thread }: { thread: MessageThread | undefined }) {
  const { i18n } = useLingui()
  const name = thread ? otherPartyName(i18n, thread.otherParty) : null
  return (
    <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-slate-900">
      {name === null ? <Trans>Messages</Trans> : <Trans>Messages with {name}</Trans>}
    </h1>
  )
}

function ThreadBody({ thread, professional }: { thread: MessageThread; professional: boolean }) {
  return (
    <>
      <Expectation thread={thread} professional={professional} />
      <ThreadMessages thread={thread} />
      {thread.closedReason ? (
        <ClosedNotice reason={thread.closedReason} />
      ) : (
        <>
          <Composer bookingId={thread.bookingId} otherParty={thread.otherParty} />
          {professional ? (
            <div>
              <CloseThread bookingId={thread.bookingId} />
            </div>
          ) : null}
        </>
      )}
    </>
  )
}

/** What to expect: the session is on now, or (to the person) when the professional usually replies. */
function Expectation({ thread, professional }: { thread: MessageThread; professional: boolean }) {
  const usualReplyTime = thread.usualReplyTime
  if (thread.closedReason) return null
  if (thread.live)
    return (
      <p className="rounded-lg bg-teal-50 px-4 py-2 text-teal-950">
        <Trans>The session is on now: messages appear as they are sent.</Trans>
      </p>
    )
  if (professional || !usualReplyTime) return null
  return (
    <p className="text-slate-700">
      <Trans>Usually replies {usualReplyTime}</Trans>
    </p>
  )
}
