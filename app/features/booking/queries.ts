import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BookingRequest } from '../../../api/contract/schemas/bookings'
import type { User } from '../../../api/contract/schemas/auth'
import { userQueryKey } from '../auth'
import { callApi } from '../../lib/api-client'
import { failureMessage } from '../../lib/failure-message'
import { queryRoots } from '../../lib/query-keys'
import { sendOrQueue } from '../../lib/outbox/send-or-queue'
import { toast } from '../../lib/toasts'
import { sentToast } from '../../lib/outbox/sent-toast'

/** The request, its key, and the professional's name for the outbox's line should it wait there. */
export type CreateBookingInput = { body: BookingRequest; idempotencyKey: string; professionalName: string }

/**
 * POST /api/bookings (docs/product.md#8-the-api); the Idempotency-Key makes a double tap one booking.
 * Without a network the request waits in the outbox under the same key (docs/decisions/005).
 */
export function useCreateBookingMutation() {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  return useMutation({
    mutationFn: ({ body, idempotencyKey, professionalName }: CreateBookingInput) =>
      sendOrQueue({
        send: () => callApi('createBooking', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
        request: { kind: 'booking', body, professionalName },
        idempotencyKey,
        owner: queryClient.getQueryData<User | null>(userQueryKey)?.id,
      }),
    onSuccess: ({ queued }) => {
      if (queued) {
        toast({
          title: t`Saved on this device`,
          description: t`Your booking request will be sent when you are back online.`,
        })
        return
      }
      void queryClient.invalidateQueries({ queryKey: queryRoots.bookings })
      toast(sentToast(i18n, { kind: 'booking' }))
    },
    onError: (error) => {
      const description = failureMessage(i18n, error, t`Failed to create booking. Please try again.`)
      toast({ title: t`Error`, description, variant: 'destructive' })
    },
  })
}
