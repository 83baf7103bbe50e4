import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { pendingBookingsQueryOptions } from '../queries'
import type { NewStatus } from '../../../lib/outbox/outbox-entry'
import { BookingSection } from './booking-section'
import { StatusChangeWaiting } from './status-change-waiting'
import { useBookingsList } from './use-bookings-list'
import { useQueuedStatusChanges } from './use-queued-status-changes'
import { useUpdateBookingStatus } from './use-update-booking-status'

/**
 * 'Booking Requests': the pending ones (refreshed every 30 s), each with Accept and Decline, or
 * the answer given offline that waits to be sent.
 */
export function BookingRequests() {
  const list = useBookingsList(useInfiniteQuery(pendingBookingsQueryOptions()))
  const queuedStatus = useQueuedStatusChanges()
  return (
    <BookingSection
      title={<Trans>Booking Requests</Trans>}
      list={list}
      loadingText={<Trans>Loading requests...</Trans>}
      emptyText={<Trans>No pending requests</Trans>}
      actions={(booking, describedBy) => (
        <RequestActions booking={booking} describedBy={describedBy} queuedStatus={queuedStatus.get(booking.id)} />
      )}
    />
  )
}

type ActionsProps = { booking: Booking; describedBy: string; queuedStatus: NewStatus | undefined }

function RequestActions({ booking, describedBy, queuedStatus }: ActionsProps) {
  const update = useUpdateBookingStatus()
  // One answer per request: a second one queued behind the first could only be refused.
  const busy = update.isPending || queuedStatus !== undefined
  return (
    <>
      <button
        type="button"
        className="button-primary disabled:opacity-60"
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => update.mutate({ booking, status: 'confirmed' })}
      >
        <Trans>Accept</Trans>
      </button>
      <button
        type="button"
        className="button-secondary border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60"
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => update.mutate({ booking, status: 'declined' })}
      >
        <Trans>Decline</Trans>
      </button>
      <StatusChangeWaiting status={queuedStatus} />
    </>
  )
}
