import { Trans } from '@lingui/react/macro'
import { LoadError } from '../../../components/ui/load-error'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { BookingCard } from './booking-card'

type Props = {
  title: ReactNode
  query: UseQueryResult<Booking[]>
  loadingText: ReactNode
  emptyText: ReactNode
  actions: (booking: Booking, describedBy: string) => ReactNode
}

/** A titled list of bookings with its loading, failed and empty states. */
export function BookingSection({ title, query, loadingText, emptyText, actions }: Props) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        <SectionBody query={query} loadingText={loadingText} emptyText={emptyText} actions={actions} />
      </div>
    </section>
  )
}

function SectionBody({ query, loadingText, emptyText, actions }: Omit<Props, 'title'>) {
  // A failed background refresh (the 30 s poll on a patchy network) keeps the list it had.
  if (query.data) {
    if (query.data.length === 0) {
      return (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{emptyText}</p>
      )
    }
    return (
      <ul className="grid gap-3">
        {query.data.map((booking) => (
          <BookingCard key={booking.id} booking={booking} actions={(describedBy) => actions(booking, describedBy)} />
        ))}
      </ul>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load these bookings.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      {loadingText}
    </p>
  )
}
