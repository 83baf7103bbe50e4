import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { JoinInstructions } from '../../../components/ui/join-instructions'
import { sessionWhen } from './booking-when'
import { otherPartyName } from '../../../lib/deleted-account'
import { translateServerMessage } from '../../../lib/server-messages'
import { usePersonZone } from '../../../lib/time/person-zone'
import { MessagesLink } from '../../messages'
import { sessionTypeLabels } from './session-type-label'
import { StatusBadge } from './status-badge'

type Props = {
  booking: Booking
  /** The card's buttons; `describedBy` names the card so each "Accept" says whose booking it is. */
  actions: (describedBy: string) => ReactNode
}

/**
 * One booking: who asked (clientName), when and for how long, how, their note, its status and the
 * actions; once confirmed, the client's phone (if they shared it) and the joining instructions; the
 * reason of a decline or cancellation; Messages to its thread, with the unread count.
 */
export function BookingCard({ booking, actions }: Props) {
  const { i18n } = useLingui()
  const readerZone = usePersonZone()
  const headingId = useId()
  const whenId = useId()
  const type = sessionTypeLabels[booking.sessionType]
  const confirmed = booking.status === 'confirmed'
  const minutes = booking.durationMinutes

  return (
    <li>
      {/* tabIndex -1: Show more moves the focus to the first new card. */}
      <article
        aria-labelledby={headingId}
        tabIndex={-1}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        {/* The badge wraps under a long name rather than push the card past a narrow screen. */}
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
            {otherPartyName(i18n, booking.clientName)}
          </h3>
          <StatusBadge status={booking.status} />
        </div>
        <p id={whenId} className="mt-1 text-sm text-slate-700">
          {type ? i18n._(type) : booking.sessionType}
          {' · '}
          <time dateTime={booking.startsAt}>{sessionWhen(booking, readerZone, i18n.locale)}</time>
          {' · '}
          <Trans>{minutes} min</Trans>
        </p>
        {booking.notes ? <Detail label={<Trans>Client's note:</Trans>}>{booking.notes}</Detail> : null}
        {confirmed && booking.clientPhone ? (
          <Detail label={<Trans>Client's phone:</Trans>}>
            <a href={`tel:${booking.clientPhone}`} className="font-medium text-teal-800 underline">
              {booking.clientPhone}
            </a>
          </Detail>
        ) : null}
        {confirmed && booking.joinInstructions ? (
          <Detail label={<Trans>Joining instructions:</Trans>}>
            <JoinInstructions text={booking.joinInstructions} />
          </Detail>
        ) : null}
        {booking.reason && (booking.status === 'declined' || booking.status === 'cancelled') ? (
          <Detail label={<Trans>Reason:</Trans>}>{translateServerMessage(i18n, booking.reason)}</Detail>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {actions(`${headingId} ${whenId}`)}
          <MessagesLink bookingId={booking.id} describedBy={`${headingId} ${whenId}`} />
        </div>
      </article>
    </li>
  )
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <p className="mt-2 text-sm whitespace-pre-line wrap-anywhere text-slate-700">
      <span className="font-medium text-slate-900">{label}</span> {children}
    </p>
  )
}
