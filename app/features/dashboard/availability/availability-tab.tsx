import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LoadError } from '../../../components/ui/load-error'
import { availabilityQueryOptions } from '../queries'
import { AvailabilityForm } from './availability-form'
import { DEFAULT_TIMEZONE } from '../../../../api/contract/schemas/bookings'
import { newAvailability } from './availability-values'

/** The Availability tab: the hours clients can book, or a start for them while none are saved. */
export function AvailabilityTab() {
  const query = useQuery(availabilityQueryOptions())
  if (query.data !== undefined) {
    const saved = query.data
    return (
      <div className="grid gap-6">
        {saved ? null : (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            <Trans>You have not set your hours yet. Until you save them, clients can ask for any date and time.</Trans>
          </p>
        )}
        <AvailabilityForm initial={saved ?? newAvailability(DEFAULT_TIMEZONE)} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load your availability.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading availability...</Trans>
    </p>
  )
}
