import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { callApi } from '../../../lib/api-client'
import { toast } from '../../../lib/toasts'
import { failureMessage } from '../../../lib/failure-message'
import { newIdempotencyKey } from '../idempotency-key'
import { dashboardKeys } from '../queries'

export type NotesSave = { bookingId: number; professionalNotes: string | null }

/**
 * PATCH /api/me/professional/bookings/{id}/notes with a new Idempotency-Key per save, so a save
 * that is delivered twice is stored once. The answer replaces the booking in the cached lists.
 */
export function useSaveSessionNotes() {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  return useMutation({
    mutationFn: ({ bookingId, professionalNotes }: NotesSave) =>
      callApi('saveSessionNotes', {
        params: { bookingId },
        body: { professionalNotes },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: (saved) => {
      queryClient.setQueriesData<Booking[]>({ queryKey: dashboardKeys.bookings }, (list) =>
        Array.isArray(list) ? list.map((booking) => (booking.id === saved.id ? saved : booking)) : list,
      )
      toast({ title: t`Session notes saved successfully` })
    },
    onError: (error) => {
      const description = failureMessage(i18n, error, t`Failed to save notes`)
      toast({ title: t`Error`, description, variant: 'destructive' })
    },
  })
}
