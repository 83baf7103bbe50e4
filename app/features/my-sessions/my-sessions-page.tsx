import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { LoadError } from '../../components/ui/load-error'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'
import { TimeZoneChoice } from '../../components/ui/time-zone-choice'
import { usePersonZone } from '../../lib/time/person-zone'
import { useCurrentUser } from '../auth'
import { CancelDialog } from './cancel-dialog'
import { ClientBookingCard } from './client-booking-card'
import { MY_SESSIONS_REFETCH_MS, mySessionsKey, mySessionsQueryOptions } from './queries'
import { markSeen } from './seen-at'
import { seenUpTo } from './unseen'
import { useCancelBooking } from './use-cancel-booking'
import { useQueuedCancels } from './use-queued-cancels'
import { NextPageButton } from '../../components/ui/next-page-button'

/**
 * /my-sessions (docs/product.md#6-bookings): the person's bookings in the API's order (upcoming
 * soonest first, then past newest first), refreshed every 30 s while open and kept on this device
 * for reading offline; Cancel asks first.
 */
export function MySessionsPage() {
  const zone = usePersonZone()
  const query = useInfiniteQuery({ ...mySessionsQueryOptions(), refetchInterval: MY_SESSIONS_REFETCH_MS })
  const bookings = useMemo(() => query.data?.pages.flatMap((page) => page.bookings), [query.data])
  useMarkSeen(bookings)
  const queuedCancels = useQueuedCancels()
  const cancel = useCancelBooking()
  const [asking, setAsking] = useState<ClientBooking | null>(null)

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        <Trans>My sessions</Trans>
      </h1>
      <div className="max-w-xs">
        <TimeZoneChoice />
      </div>
      <StoredCopyNote queryKeys={[mySessionsKey]} />
      {bookings === undefined ? (
        query.isError ? (
          <LoadError onRetry={() => void query.refetch()}>
            <Trans>We could not load your sessions.</Trans>
          </LoadError>
        ) : (
          <p role="status" className="text-slate-700">
            <Trans>Loading your sessions...</Trans>
          </p>
        )
      ) : bookings.length === 0 ? (
        <NoSessions />
      ) : (
        <ul className="grid gap-4">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <ClientBookingCard
                booking={booking}
                zone={zone}
                cancelWaiting={queuedCancels.has(booking.id)}
                onCancel={setAsking}
              />
            </li>
          ))}
        </ul>
      )}
      <NextPageButton query={query} />
      <CancelDialog
        booking={asking}
        zone={zone}
        onClose={() => setAsking(null)}
        onConfirm={(booking, reason) => {
          setAsking(null)
          cancel.mutate({ booking, reason })
        }}
      />
    </div>
  )
}

/** While the page shows them, the person has seen their bookings as they are (the header's count clears). */
function useMarkSeen(bookings: ClientBooking[] | undefined) {
  const userId = useCurrentUser().data?.id
  useEffect(() => {
    if (userId !== undefined && bookings) markSeen(userId, seenUpTo(bookings))
  }, [userId, bookings])
}

function NoSessions() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="text-slate-700">
        <Trans>You have not booked a session yet.</Trans>
      </p>
      <Link to="/" hash="directory" className="button-primary mt-4">
        <Trans>Find a Professional</Trans>
      </Link>
    </div>
  )
}
