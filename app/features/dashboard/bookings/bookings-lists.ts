// The dashboard's three bookings lists, apart from its other queries: a live Chat session's notes
// beside its thread read the upcoming one, so My sessions and a thread load this, not the dashboard.
import { infiniteQueryOptions } from '@tanstack/react-query'
import { BOOKINGS_PAGE_SIZE } from '../../../../api/contract/bookings-paging'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { pageTotal } from '../../../lib/page-total'
import { readWithHeaders } from '../../../lib/read-with-headers'
import { queryRoots } from '../../../lib/query-keys'

/** docs/product.md#7-the-professional-dashboard: the pending list refreshes itself every 30 seconds. */
export const PENDING_REFETCH_MS = 30_000

export const bookingsListKeys = {
  bookings: queryRoots.bookings,
  pendingBookings: [...queryRoots.bookings, 'pending'] as const,
  upcomingBookings: [...queryRoots.bookings, 'upcoming'] as const,
  pastBookings: [...queryRoots.bookings, 'past'] as const,
}

/** One page of a bookings list; the total comes from X-Total-Count. */
export type BookingsPage = { bookings: Booking[]; total: number }

const listFilters = {
  pending: { status: 'pending' },
  upcoming: { upcoming: 'true' },
  past: { status: 'past' },
} as const
type BookingsList = keyof typeof listFilters

async function fetchBookingsPage(list: BookingsList, offset: number, signal: AbortSignal): Promise<BookingsPage> {
  const query = { ...listFilters[list], limit: BOOKINGS_PAGE_SIZE, offset }
  const { data, headers } = await readWithHeaders('myBookings', { query, signal })
  return { bookings: data, total: pageTotal(headers, offset, data.length, BOOKINGS_PAGE_SIZE) }
}

/**
 * A list a page at a time, stored on this device with every page read. The next offset is
 * the count read so far. A refresh (the 30 s poll, a change) reads every page shown again, in
 * order and from the new counts, so an answered request leaves no gap and the list keeps its length.
 */
const bookingsListOptions = (list: BookingsList) => ({
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    fetchBookingsPage(list, pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last: BookingsPage, pages: BookingsPage[]) => {
    const read = pages.reduce((count, page) => count + page.bookings.length, 0)
    return last.bookings.length > 0 && read < last.total ? read : undefined
  },
})

/** GET /api/me/professional/bookings?status=pending, a page at a time, polled. */
export const pendingBookingsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: bookingsListKeys.pendingBookings,
    ...bookingsListOptions('pending'),
    refetchInterval: PENDING_REFETCH_MS,
  })

/** GET /api/me/professional/bookings?upcoming=true: pending and confirmed, today or later, a page at a time. */
export const upcomingBookingsQueryOptions = () =>
  infiniteQueryOptions({ queryKey: bookingsListKeys.upcomingBookings, ...bookingsListOptions('upcoming') })

/** GET /api/me/professional/bookings?status=past: completed, declined and cancelled, newest first, a page at a time. */
export const pastBookingsQueryOptions = () =>
  infiniteQueryOptions({ queryKey: bookingsListKeys.pastBookings, ...bookingsListOptions('past') })
