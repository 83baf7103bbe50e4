import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Analytics } from '../../../../api/contract/schemas/dashboard'
import { analyticsQueryOptions } from '../queries'

// docs/product.md#7-the-professional-dashboard: the four counters, in this order. A context of their own, because a
// count of bookings is worded differently from one booking's badge in Swahili.
const counters: { key: keyof Analytics; label: MessageDescriptor }[] = [
  { key: 'pendingCount', label: msg({ message: 'Pending', context: 'analytics counter' }) },
  { key: 'confirmedCount', label: msg({ message: 'Confirmed', context: 'analytics counter' }) },
  { key: 'upcomingCount', label: msg({ message: 'Upcoming', context: 'analytics counter' }) },
  { key: 'completedLast30Days', label: msg({ message: 'Completed (30 days)', context: 'analytics counter' }) },
]

/** The Analytics tab: the four counters of GET /api/me/professional/analytics. */
export function AnalyticsTab() {
  const { i18n } = useLingui()
  const query = useQuery(analyticsQueryOptions())

  if (!query.data) {
    return query.isError ? (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        <p>
          <Trans>Could not load your analytics.</Trans>
        </p>
        <button type="button" className="button-secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    ) : (
      <p role="status" className="text-slate-600">
        <Trans>Loading analytics...</Trans>
      </p>
    )
  }

  const data = query.data
  return (
    // One per row below 360 px, where two columns would break the Swahili labels inside words.
    <dl className="grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 lg:grid-cols-4">
      {counters.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="mt-1 text-sm font-medium text-slate-700">{i18n._(label)}</dt>
          <dd className="text-3xl font-bold text-teal-800">{i18n.number(data[key])}</dd>
        </div>
      ))}
    </dl>
  )
}
