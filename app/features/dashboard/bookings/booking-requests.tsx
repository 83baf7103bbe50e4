import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { pendingBookingsQueryOptions } from './bookings-lists'
import type { NewStatus } from '../../../lib/outbox/outbox-entry'
import { BookingSection } from './booking-section'
import { StatusChangeWaiting } from './status-change-waiting'
import { StatusDialogSlot, usePreloadStatusDialogs } from './status-dialog-slot'
import type { StatusDialogKind } from './status-dialogs/status-dialog'
import { useBookingsList } from './use-bookings-list'
import { useQueuedStatusChanges } from './use-queued-status-changes'
import { useUpdateBookingStatus } from './use-update-booking-status'

/**
 * 'Booking Requests': the pending ones (refreshed every 30 s), each with Accept (joining
 * instructions) and Decline (confirmed, with a reason), or the answer given offline that waits to be sent.
 */
export function BookingRequests() {
  const list = useBookingsList(useInfiniteQuery(pendingBookingsQueryOptions()))
  const queuedStatus = useQueuedStatusChanges()
  usePreloadStatusDialogs((list.bookings?.length ?? 0) > 0)
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
  const [dialog, setDialog] = useState<StatusDialogKind | null>(null)
  // One answer per request: a second one queued behind the first could only be refused.
  const busy = update.isPending || queuedStatus !== undefined
  return (
    <>
      <button
        type="button"
        className="button-primary disabled:opacity-60"
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => setDialog('accept')}
      >
        <Trans>Accept</Trans>
      </button>
      <button
        type="button"
        className="button-secondary border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60"
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => setDialog('decline')}
      >
        <Trans>Decline</Trans>
      </button>
      <StatusChangeWaiting status={queuedStatus} />
      <StatusDialogSlot
        kind={dialog}
        booking={booking}
        onConfirm={(change) => update.mutate(change)}
        onClose={() => setDialog(null)}
      />
    </>
  )
}
