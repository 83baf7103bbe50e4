import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AuditEvent } from '../../../api/contract/schemas/audit'
import { LoadError } from '../../components/ui/load-error'
import { usePersonZone } from '../../lib/time/person-zone'
import { dateText, timeInZone } from '../../lib/time/format'
import { activityLabel } from './activity-labels'
import { activityQueryOptions } from './queries'

/**
 * Recent activity: the person's last 50 security and care events, newest first, in their zone;
 * what an administrator did about them says so.
 */
export function RecentActivity({ userId }: { userId: number }) {
  const query = useQuery(activityQueryOptions())
  if (query.data) {
    if (query.data.length === 0) {
      return (
        <p className="text-slate-700">
          <Trans>Nothing yet.</Trans>
        </p>
      )
    }
    return (
      <ol className="grid divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {query.data.map((event) => (
          <ActivityRow key={event.id} event={event} byAdmin={event.actorRole === 'admin' && event.actorId !== userId} />
        ))}
      </ol>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load your recent activity.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading your recent activity...</Trans>
    </p>
  )
}

function ActivityRow({ event, byAdmin }: { event: AuditEvent; byAdmin: boolean }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const at = new Date(event.at)
  const day = dateText(i18n, at, zone)
  const time = timeInZone(at, zone)
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="font-medium text-slate-900">
        {i18n._(activityLabel(event))}
        {byAdmin ? (
          <span className="font-normal text-slate-600">
            {' '}
            <Trans>by an administrator</Trans>
          </span>
        ) : null}
      </span>
      <time dateTime={event.at} className="text-slate-600">
        {`${day}, ${time}`}
      </time>
    </li>
  )
}
