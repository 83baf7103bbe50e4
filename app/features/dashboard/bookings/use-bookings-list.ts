import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import type { BookingsPage } from './bookings-lists'

/** What a bookings section shows of a paged list, and its "Show more". */
export type BookingsListView = {
  /** Undefined until the first page is read (or when it could not be). */
  bookings: Booking[] | undefined
  /** How many the server holds in all (the latest page's X-Total-Count). */
  total: number
  failed: boolean
  retry: () => void
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
  /** Reads the next page; resolves to whether it came. */
  showMore: () => Promise<boolean>
}

/**
 * The pages read so far as one list. A booking moved by a refresh between two pages' reads could
 * come twice (at the end of one page and the start of the next): it is shown once.
 */
export function useBookingsList(query: UseInfiniteQueryResult<InfiniteData<BookingsPage>>): BookingsListView {
  const bookings = useMemo(() => (query.data ? uniqueBookings(query.data.pages) : undefined), [query.data])
  return {
    bookings,
    total: query.data?.pages.at(-1)?.total ?? 0,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    showMore: async () => !(await query.fetchNextPage()).isError,
  }
}

function uniqueBookings(pages: BookingsPage[]): Booking[] {
  const seen = new Set<number>()
  return pages
    .flatMap((page) => page.bookings)
    .filter((booking) => {
      if (seen.has(booking.id)) return false
      seen.add(booking.id)
      return true
    })
}
