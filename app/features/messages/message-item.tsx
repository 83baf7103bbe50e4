import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Message } from '../../../api/contract/schemas/messages'
import { JoinInstructions } from '../../components/ui/join-instructions'
import { otherPartyName } from '../../lib/deleted-account'
import { dateTimeText } from '../../lib/time/format'

type Frame = { mine: boolean; who: ReactNode; when: ReactNode; children: ReactNode; after?: ReactNode }

/**
 * One message: mine on the right with "You" over it, theirs on the left with their name, so the
 * two differ in place and words as well as colour. Its text is text; `https:` addresses and phone
 * numbers are tappable (app/lib/join-segments.ts), nothing in it is ever markup.
 */
function MessageFrame({ mine, who, when, children, after }: Frame) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`grid max-w-[85%] gap-1 rounded-2xl border px-4 py-2 ${
          mine ? 'rounded-br-sm border-teal-200 bg-teal-50' : 'rounded-bl-sm border-slate-200 bg-white'
        }`}
      >
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{who}</span> {when}
        </p>
        <p className="whitespace-pre-line wrap-anywhere text-slate-900">{children}</p>
        {after}
      </div>
    </li>
  )
}

/** A message the server holds; `report` is the Report button on the other party's. */
export function MessageItem({ message, zone, report }: { message: Message; zone: string; report?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <MessageFrame
      mine={message.fromMe}
      who={message.fromMe ? <Trans>You</Trans> : otherPartyName(i18n, message.senderName)}
      when={<time dateTime={message.sentAt}>{dateTimeText(i18n, message.sentAt, zone)}</time>}
      after={report}
    >
      <JoinInstructions text={message.text} />
    </MessageFrame>
  )
}

/** A message written on this device that waits in the outbox for a network. */
export function WaitingMessage({ text }: { text: string }) {
  return (
    <MessageFrame
      mine
      who={<Trans>You</Trans>}
      when={
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
          <Trans>Waiting to send</Trans>
        </span>
      }
    >
      {text}
    </MessageFrame>
  )
}

/** "Session started" or "Session ended", between the messages at its time. */
export function SessionMarker({ marker, at, zone }: { marker: 'started' | 'ended'; at: string; zone: string }) {
  const { i18n } = useLingui()
  return (
    <li className="flex items-center gap-3 text-sm text-slate-700">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
      <span>
        <span className="font-semibold">
          {marker === 'started' ? <Trans>Session started</Trans> : <Trans>Session ended</Trans>}
        </span>{' '}
        <time dateTime={at}>{dateTimeText(i18n, at, zone)}</time>
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
    </li>
  )
}
