import { useLingui } from '@lingui/react/macro'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { useOfflineMutation } from '../../../lib/offline/use-offline-mutation'
import { sessionLine, type NewStatus } from '../../../lib/outbox/outbox-entry'
import { statusChangeRefreshes } from '../offline-writes'

/** The change and what goes with it: joining instructions on accept, a reason on decline or cancel. */
export type StatusChange = {
  booking: Booking
  status: NewStatus
  reason?: string | null
  joinInstructions?: string | null
}

/**
 * PATCH /api/bookings/{id} {status, reason?, joinInstructions?}: Accept, Decline, Cancel and Mark
 * Complete (docs/product.md#6-bookings),
 * with a new Idempotency-Key per press. Without a network the change waits in the outbox
 * (the card says so) and is replayed with the same key. Once the server has answered, bookings and
 * analytics are refreshed either way: a refused change (409) usually means the booking moved on
 * elsewhere, so the lists should show where it is now.
 */
export function useUpdateBookingStatus() {
  const { t } = useLingui()
  return useOfflineMutation('updateBookingStatus', {
    request: ({ booking, status, reason, joinInstructions }: StatusChange) => ({
      params: { bookingId: booking.id },
      body: {
        status,
        ...(reason === undefined ? {} : { reason }),
        ...(joinInstructions === undefined ? {} : { joinInstructions }),
      },
      session: sessionLine(booking, booking.clientName),
    }),
    queuedText: t`Your change will be sent when you are back online.`,
    failureFallback: t`Failed to update booking`,
    invalidates: statusChangeRefreshes,
  })
}
