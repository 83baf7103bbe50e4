import { useLingui } from '@lingui/react/macro'
import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { useOfflineMutation } from '../../../lib/offline/use-offline-mutation'
import { notesRefreshes } from '../offline-writes'
import { bookingsListKeys, type BookingsPage } from './bookings-lists'

export type NotesSave = { bookingId: number; professionalNotes: string | null }

/**
 * PATCH /api/me/professional/bookings/{id}/notes with a new Idempotency-Key per save, so a save
 * that is delivered twice is stored once. The answer replaces the booking in the cached lists at
 * once, and the lists are read again, as after a delivery from the outbox; without a network the
 * save waits in the outbox and the lists show the queued text meanwhile.
 */
export function useSaveSessionNotes() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useOfflineMutation('saveSessionNotes', {
    request: ({ bookingId, professionalNotes }: NotesSave) => ({ params: { bookingId }, body: { professionalNotes } }),
    queuedText: t`Your notes will be saved when you are back online.`,
    failureFallback: t`Failed to save notes`,
    invalidates: notesRefreshes,
    onSuccess: (outcome, { bookingId, professionalNotes }) => {
      const replace = (booking: Booking): Booking =>
        outcome.queued ? { ...booking, professionalNotes } : outcome.result.id === booking.id ? outcome.result : booking
      // Every page of both lists, so a booking from a later page is updated too.
      queryClient.setQueriesData<InfiniteData<BookingsPage>>({ queryKey: bookingsListKeys.bookings }, (data) =>
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
    },
  })
}
