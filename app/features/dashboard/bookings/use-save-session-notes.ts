import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import type { User } from '../../../../api/contract/schemas/auth'
import { userQueryKey } from '../../auth'
import { callApi } from '../../../lib/api-client'
import { sendOrQueue } from '../../../lib/outbox/send-or-queue'
import { toast } from '../../../lib/toasts'
import { sentToast } from '../../../lib/outbox/sent-toast'
import { failureMessage } from '../../../lib/failure-message'
import { newIdempotencyKey } from '../idempotency-key'
import { dashboardKeys, type BookingsPage } from '../queries'

export type NotesSave = { bookingId: number; professionalNotes: string | null }

/**
 * PATCH /api/me/professional/bookings/{id}/notes with a new Idempotency-Key per save, so a save
 * that is delivered twice is stored once. The answer replaces the booking in the cached lists;
 * without a network the save waits in the outbox and the lists show the queued text meanwhile.
 */
export function useSaveSessionNotes() {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  return useMutation({
    mutationFn: ({ bookingId, professionalNotes }: NotesSave) => {
      const idempotencyKey = newIdempotencyKey()
      return sendOrQueue({
        send: () =>
          callApi('saveSessionNotes', {
            params: { bookingId },
            body: { professionalNotes },
            headers: { 'Idempotency-Key': idempotencyKey },
          }),
        request: { kind: 'notes', bookingId, body: { professionalNotes } },
        idempotencyKey,
        owner: queryClient.getQueryData<User | null>(userQueryKey)?.id,
      })
    },
    onSuccess: (outcome, { bookingId, professionalNotes }) => {
      const replace = (booking: Booking) =>
        outcome.queued ? { ...booking, professionalNotes } : outcome.result.id === booking.id ? outcome.result : booking
      // Every page of both lists, so a booking from a later page is updated too.
      queryClient.setQueriesData<InfiniteData<BookingsPage>>({ queryKey: dashboardKeys.bookings }, (data) =>
        data?.pages
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                bookings: page.bookings.map((booking) => (booking.id === bookingId ? replace(booking) : booking)),
              })),
            }
          : data,
      )
      if (outcome.queued) {
        toast({ title: t`Saved on this device`, description: t`Your notes will be saved when you are back online.` })
        return
      }
      toast(sentToast(i18n, { kind: 'notes' }))
    },
    onError: (error) => {
      const description = failureMessage(i18n, error, t`Failed to save notes`)
      toast({ title: t`Error`, description, variant: 'destructive' })
    },
  })
}
