import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { User } from '../../../api/contract/schemas/auth'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { callApi } from '../../lib/api-client'
import { failureMessage } from '../../lib/failure-message'
import { sessionLine } from '../../lib/outbox/outbox-entry'
import { sendOrQueue } from '../../lib/outbox/send-or-queue'
import { sentToast } from '../../lib/outbox/sent-toast'
import { toast } from '../../lib/toasts'
import { userQueryKey } from '../auth'
import { newIdempotencyKey } from '../dashboard'
import { mySessionsKey } from './queries'

export type CancelInput = { booking: ClientBooking; reason: string }

/**
 * PATCH /api/me/bookings/{id} {status: cancelled, reason?} (docs/product.md#6-bookings), with a new
 * Idempotency-Key per press; without a network it waits in the outbox (the card says so) and is
 * replayed with the same key. Once answered, the list is read again: a refusal (409, past the
 * deadline) usually means the booking moved on.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  return useMutation({
    mutationFn: ({ booking, reason }: CancelInput) => {
      const idempotencyKey = newIdempotencyKey()
      const body = { status: 'cancelled' as const, reason: reason.trim() === '' ? null : reason.trim() }
      const params = { bookingId: booking.id }
      return sendOrQueue({
        send: () => callApi('cancelMyBooking', { params, body, headers: { 'Idempotency-Key': idempotencyKey } }),
        request: {
          kind: 'cancel',
          bookingId: booking.id,
          body,
          session: sessionLine(booking, booking.professional.fullName),
        },
        idempotencyKey,
        owner: queryClient.getQueryData<User | null>(userQueryKey)?.id,
      })
    },
    onSuccess: ({ queued }) => {
      if (queued) {
        toast({ title: t`Saved on this device`, description: t`Your change will be sent when you are back online.` })
        return
      }
      toast(sentToast(i18n, { kind: 'cancel' }))
    },
    onError: (error) => {
      const description = failureMessage(i18n, error, t`Failed to update booking`)
      toast({ title: t`Error`, description, variant: 'destructive' })
    },
    onSettled: (outcome) => {
      if (outcome?.queued) return
      return queryClient.invalidateQueries({ queryKey: mySessionsKey })
    },
  })
}
