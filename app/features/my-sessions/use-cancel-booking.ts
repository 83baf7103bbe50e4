import { useLingui } from '@lingui/react/macro'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { useOfflineMutation } from '../../lib/offline/use-offline-mutation'
import { sessionLine } from '../../lib/outbox/outbox-entry'
import { cancelRefreshes } from './offline-writes'

export type CancelInput = { booking: ClientBooking; reason: string }

/**
 * PATCH /api/me/bookings/{id} {status: cancelled, reason?} (docs/product.md#6-bookings), with a new
 * Idempotency-Key per press; without a network it waits in the outbox (the card says so) and is
 * replayed with the same key. Once answered, the list is read again: a refusal (409, past the
 * deadline) usually means the booking moved on.
 */
export function useCancelBooking() {
  const { t } = useLingui()
  return useOfflineMutation('cancelMyBooking', {
    request: ({ booking, reason }: CancelInput) => ({
      params: { bookingId: booking.id },
      body: { status: 'cancelled' as const, reason: reason.trim() === '' ? null : reason.trim() },
      session: sessionLine(booking, booking.professional.fullName),
    }),
    queuedText: t`Your change will be sent when you are back online.`,
    failureFallback: t`Failed to update booking`,
    invalidates: cancelRefreshes,
  })
}
