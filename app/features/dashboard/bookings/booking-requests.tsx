import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { pendingBookingsQueryOptions } from '../queries'
import { BookingSection } from './booking-section'
import { useBookingsList } from './use-bookings-list'
import { useUpdateBookingStatus } from './use-update-booking-status'

/** 'Booking Requests': the pending ones (refreshed every 30 s), each with Accept and Decline. */
export function BookingRequests() {
  const list = useBookingsList(useInfiniteQuery(pendingBookingsQueryOptions()))
  return (
    <BookingSection
      title={<Trans>Booking Requests</Trans>}
      list={list}
      loadingText={<Trans>Loading requests...</Trans>}
      emptyText={<Trans>No pending requests</Trans>}
      actions={(booking, describedBy) => <RequestActions booking={booking} describedBy={describedBy} />}
    />
  )
}

function RequestActions({ booking, describedBy }: { booking: Booking; describedBy: string }) {
  const update = useUpdateBookingStatus()
  const busy = update.isPending
  return (
    <>
      <button
        type="button"
        className="button-primary disabled:opacity-60"
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => update.mutate({ bookingId: booking.id, status: 'confirmed' })}
      >
        <Trans>Accept</Trans>
      </button>
      <button
        type="button"
        className="button-secondary border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60"
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => update.mutate({ bookingId: booking.id, status: 'declined' })}
      >
        <Trans>Decline</Trans>
      </button>
    </>
  )
}
