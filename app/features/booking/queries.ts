import { useLingui } from '@lingui/react/macro'
import type { BookingRequest } from '../../../api/contract/schemas/bookings'
import { useOfflineMutation } from '../../lib/offline/use-offline-mutation'
import { bookingRequestRefreshes } from './offline-writes'

/** The request, its key, and the professional's name for the outbox's line should it wait there. */
export type CreateBookingInput = { body: BookingRequest; idempotencyKey: string; professionalName: string }

/**
 * POST /api/bookings (docs/product.md#8-the-api); the Idempotency-Key makes a double tap one booking.
 * Without a network the request waits in the outbox under the same key (docs/decisions/005).
 */
export function useCreateBookingMutation() {
  const { t } = useLingui()
  return useOfflineMutation('createBooking', {
    request: ({ body, professionalName }: CreateBookingInput) => ({ body, professionalName }),
    idempotencyKey: ({ idempotencyKey }) => idempotencyKey,
    queuedText: t`Your booking request will be sent when you are back online.`,
    failureFallback: t`Failed to create booking. Please try again.`,
    invalidates: bookingRequestRefreshes,
  })
}
