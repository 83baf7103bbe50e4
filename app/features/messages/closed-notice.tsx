import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_LIMITS } from '../../../api/contract/limits'
import type { ThreadClosedReason } from '../../../api/contract/schemas/messages'

// The setting's default: a server may be configured otherwise, but the app cannot know it.
const days = DEFAULT_LIMITS.threadOpenDaysAfterSession

const reasons: Record<ThreadClosedReason, MessageDescriptor> = {
  declined: msg`The booking was declined.`,
  cancelled: msg`The booking was cancelled.`,
  closed: msg`The professional closed it.`,
  expired: msg`Messages can be sent until ${days} days after the session.`,
  accountDeleted: msg`The other person deleted their account.`,
}

/** In place of the composer once the thread takes no more messages: that it is closed, and why. */
export function ClosedNotice({ reason }: { reason: ThreadClosedReason }) {
  const { i18n } = useLingui()
  return (
    <div role="status" className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800">
      <p className="font-semibold">
        <Trans>This conversation is closed.</Trans>
      </p>
      <p className="text-sm">{i18n._(reasons[reason])}</p>
    </div>
  )
}
