import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { VERIFICATION_ACTIONS, type AdminAuditEvent } from '../../../api/contract/schemas/audit'
import { LoadError } from '../../components/ui/load-error'
import { otherPartyName } from '../../lib/deleted-account'
import { dateTimeText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'
import { roleLabels, verificationActionLabels } from './labels'
import { eventsQueryOptions } from './queries'

type VerificationAction = (typeof VERIFICATION_ACTIONS)[number]
const isVerificationAction = (action: string): action is VerificationAction =>
  (VERIFICATION_ACTIONS as readonly string[]).includes(action)

/** "Recent verification events" from the audit trail, newest first: what happened, to which professional, by whom, when. */
export function VerificationEvents() {
  const query = useQuery(eventsQueryOptions())
  if (query.data) {
    if (query.data.length === 0) {
      return (
        <p className="text-slate-700">
          <Trans>No verification events yet.</Trans>
        </p>
      )
    }
    return (
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {query.data.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load the verification events.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading events...</Trans>
    </p>
  )
}

function EventRow({ event }: { event: AdminAuditEvent }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const when = dateTimeText(i18n, event.at, zone)
  const action = isVerificationAction(event.action) ? i18n._(verificationActionLabels[event.action]) : event.action
  const professional = event.professionalName === null ? null : otherPartyName(i18n, event.professionalName)
  const role = event.actorRole ? i18n._(roleLabels[event.actorRole]) : null
  const name = event.actorName === null ? null : otherPartyName(i18n, event.actorName)
  const actor = name && role ? `${name} (${role})` : (name ?? role)
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[10rem_1fr] sm:gap-4">
      <time dateTime={event.at} className="text-slate-600">
        {when}
      </time>
      <p className="break-words text-slate-900">
        <span className="font-medium">{action}</span>
        {professional !== null ? ` · ${professional}` : null}
        {actor ? (
          <>
            {' · '}
            <Trans>by {actor}</Trans>
          </>
        ) : null}
      </p>
    </li>
  )
}
