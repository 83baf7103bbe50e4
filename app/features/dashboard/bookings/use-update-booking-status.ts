import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import type { User } from '../../../../api/contract/schemas/auth'
import { userQueryKey } from '../../auth'
import { callApi } from '../../../lib/api-client'
import { sessionLine, type NewStatus } from '../../../lib/outbox/outbox-entry'
import { sendOrQueue } from '../../../lib/outbox/send-or-queue'
import { sentToast } from '../../../lib/outbox/sent-toast'
import { toast } from '../../../lib/toasts'
import { failureMessage } from '../../../lib/failure-message'
import { newIdempotencyKey } from '../idempotency-key'
import { dashboardKeys } from '../queries'

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
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  return useMutation({
    mutationFn: ({ booking, status, reason, joinInstructions }: StatusChange) => {
      const idempotencyKey = newIdempotencyKey()
      const params = { bookingId: booking.id }
      const body = {
        status,
        ...(reason === undefined ? {} : { reason }),
        ...(joinInstructions === undefined ? {} : { joinInstructions }),
      }
      return sendOrQueue({
        send: () => callApi('updateBookingStatus', { params, body, headers: { 'Idempotency-Key': idempotencyKey } }),
        request: {
          kind: 'status',
          bookingId: booking.id,
          body,
          session: sessionLine(booking, booking.clientName),
        },
        idempotencyKey,
        owner: queryClient.getQueryData<User | null>(userQueryKey)?.id,
      })
    },
    onSuccess: ({ queued }, { status }) => {
      if (queued) {
        toast({ title: t`Saved on this device`, description: t`Your change will be sent when you are back online.` })
        return
      }
      toast(sentToast(i18n, { kind: 'status', status }))
    },
    onError: (error) => {
      const description = failureMessage(i18n, error, t`Failed to update booking`)
      toast({ title: t`Error`, description, variant: 'destructive' })
    },
    onSettled: (outcome) => {
      // A queued change has not reached the server: there is nothing new to read yet.
      if (outcome?.queued) return
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics }),
      ])
    },
  })
}
