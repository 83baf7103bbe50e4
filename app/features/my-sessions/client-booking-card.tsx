import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { isUpcoming } from '../../../api/domain/bookings/my-sessions-order'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { JoinInstructions } from '../../components/ui/join-instructions'
import { isDeletedAccount, otherPartyName } from '../../lib/deleted-account'
import { endpoints } from '../../../api/contract/endpoints'
import { translateServerMessage } from '../../lib/server-messages'
import { titleLabels } from '../../lib/professional-titles'
import { sessionTypeLabels } from '../booking'
import { StatusBadge, WaitingPill } from '../dashboard'
import { ProfessionalAvatar } from '../directory'
import { MessagesLink } from '../messages'
import { PastCancelDeadline } from './past-cancel-deadline'
import { SessionWhen } from './session-when'

type Props = {
  booking: ClientBooking
  zone: string
  cancelWaiting: boolean
  onCancel: (booking: ClientBooking) => void
}

/** A pending request any time; a confirmed session until its deadline (docs/product.md#6-bookings). */
function mayCancel(booking: ClientBooking, now = Date.now()): boolean {
  if (booking.status === 'pending') return true
  return booking.status === 'confirmed' && booking.cancelUntil !== null && now < Date.parse(booking.cancelUntil)
}

/** A confirmed session not over yet whose deadline has passed: the card says how to reach the professional. */
const pastDeadline = (booking: ClientBooking, now = new Date()) =>
  booking.status === 'confirmed' && !mayCancel(booking, +now) && isUpcoming(booking, now)

/** The title in the reader's language when it is one the app knows (the contract types it as text here). */
function titleOf(i18n: I18n, title: string): string {
  return Object.hasOwn(titleLabels, title) ? i18n._(titleLabels[title as keyof typeof titleLabels]) : title
}

/** The calendar file, its title and text in the reader's language. */
const calendarHref = (bookingId: number, locale: string) =>
  `${endpoints.bookingCalendar.path.replace(':bookingId', String(bookingId))}?lang=${locale === 'sw' ? 'sw' : 'en'}`

/** One of the person's bookings: with whom, when, how, where it stands, and what they can do. */
export function ClientBookingCard({ booking, zone, cancelWaiting, onCancel }: Props) {
  const { i18n } = useLingui()
  const nameId = useId()
  const { professional, status } = booking
  const profile = { to: '/professionals/$professionalId', params: { professionalId: professional.id } } as const
  // A deleted professional has no page, photo or name left: a plain circle, no links.
  const deleted = isDeletedAccount(professional.fullName)
  return (
    <article aria-labelledby={nameId} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {/* On a phone the badge goes under the name, so the name keeps the card's width and wraps between words. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        {deleted ? (
          <span aria-hidden="true" className="row-span-2 size-14 rounded-full bg-slate-200 sm:row-span-1" />
        ) : (
          <Link {...profile} tabIndex={-1} aria-hidden="true" className="row-span-2 rounded-full sm:row-span-1">
            <ProfessionalAvatar fullName={professional.fullName} imageUrl={professional.profileImageUrl} />
          </Link>
        )}
        <div>
          <h2 id={nameId} className="text-lg/6 font-semibold break-words text-slate-900">
            {deleted ? (
              otherPartyName(i18n, professional.fullName)
            ) : (
              <Link {...profile} className="inline-block hover:underline">
                {professional.fullName}
              </Link>
            )}
          </h2>
          {professional.title ? <p className="text-sm text-slate-600">{titleOf(i18n, professional.title)}</p> : null}
        </div>
        <div className="col-start-2 sm:col-start-3 sm:row-start-1">
          <StatusBadge status={status} />
        </div>
      </div>
      <SessionWhen booking={booking} zone={zone} />
      <p className="text-sm text-slate-700">{i18n._(sessionTypeLabels[booking.sessionType])}</p>
      <dl className="grid gap-2 text-sm">
        {booking.notes ? <Detail term={<Trans>Your note</Trans>}>{booking.notes}</Detail> : null}
        {booking.reason && (status === 'declined' || status === 'cancelled') ? (
          <Detail term={<Trans>Reason</Trans>}>{translateServerMessage(i18n, booking.reason)}</Detail>
        ) : null}
        {booking.joinInstructions && status === 'confirmed' ? (
          <Detail term={<Trans>How to join</Trans>}>
            <JoinInstructions text={booking.joinInstructions} />
          </Detail>
        ) : null}
      </dl>
      {!cancelWaiting && pastDeadline(booking) ? <PastCancelDeadline booking={booking} /> : null}
      <div className="flex flex-wrap gap-2">
        <MessagesLink bookingId={booking.id} describedBy={nameId} />
        {status === 'confirmed' ? (
          <a href={calendarHref(booking.id, i18n.locale)} download className="button-secondary">
            <Trans>Add to calendar</Trans>
          </a>
        ) : null}
        {cancelWaiting ? (
          <WaitingPill>
            <Trans>Cancelled, waiting to send</Trans>
          </WaitingPill>
        ) : mayCancel(booking) ? (
          <button
            type="button"
            className="button-secondary"
            aria-describedby={nameId}
            onClick={() => onCancel(booking)}
          >
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
    </article>
  )
}

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-800">{term}</dt>
      <dd className="whitespace-pre-line wrap-anywhere text-slate-700">{children}</dd>
    </div>
  )
}
