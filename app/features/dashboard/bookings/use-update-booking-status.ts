import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BookingStatus } from '../../../../api/contract/schemas/bookings'
import { callApi } from '../../../lib/api-client'
import { toast } from '../../../lib/toasts'
import { failureMessage } from '../../../lib/failure-message'
import { dashboardKeys } from '../queries'

export type StatusChange = { bookingId: number; status: Exclude<BookingStatus, 'pending'> }

/**
 * PATCH /api/bookings/{id} {status}: Accept, Decline and Mark Complete (product-spec.md sections 4
 * and 7). Bookings and analytics are refreshed either way: a refused change (409) usually means
 * the booking moved on elsewhere, so the lists should show where it is now.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const successTitles: Record<StatusChange['status'], string> = {
    confirmed: t`Booking confirmed successfully`,
    declined: t`Booking declined`,
    completed: t`Session marked as completed`,
  }
  return useMutation({
    mutationFn: ({ bookingId, status }: StatusChange) =>
      callApi('updateBookingStatus', { params: { bookingId }, body: { status } }),
    onSuccess: (_booking, { status }) => {
      toast({ title: successTitles[status] })
    },
    onError: (error) => {
      const description = failureMessage(i18n, error, t`Failed to update booking`)
      toast({ title: t`Error`, description, variant: 'destructive' })
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics }),
      ]),
  })
}
