import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { BOOKINGS_PAGE_SIZE } from '../../../api/contract/bookings-paging'
import type { Booking } from '../../../api/contract/schemas/bookings'
import { callApi } from '../../lib/api-client'
import { pageTotal } from '../../lib/page-total'
import { readWithHeaders } from '../../lib/read-with-headers'
import { queryRoots } from '../../lib/query-keys'

/** docs/product.md#7-the-professional-dashboard: the pending list refreshes itself every 30 seconds. */
export const PENDING_REFETCH_MS = 30_000

export const dashboardKeys = {
  bookings: queryRoots.bookings,
  pendingBookings: [...queryRoots.bookings, 'pending'] as const,
  upcomingBookings: [...queryRoots.bookings, 'upcoming'] as const,
  pastBookings: [...queryRoots.bookings, 'past'] as const,
  availability: queryRoots.availability,
  analytics: queryRoots.analytics,
  profile: queryRoots.profile,
  verification: queryRoots.verification,
  /** The directory's lists (its own feature), refreshed when the profile changes. */
  professionals: queryRoots.professionals,
}

/** Everything the dashboard stores on this device, as personal copies (app/lib/offline/stored-queries.ts). */
export const dashboardStoredKeys = [
  dashboardKeys.bookings,
  dashboardKeys.analytics,
  dashboardKeys.profile,
  dashboardKeys.availability,
  dashboardKeys.verification,
]

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
    queryKey: dashboardKeys.pendingBookings,
    ...bookingsListOptions('pending'),
    refetchInterval: PENDING_REFETCH_MS,
  })

/** GET /api/me/professional/bookings?upcoming=true: pending and confirmed, today or later, a page at a time. */
export const upcomingBookingsQueryOptions = () =>
  infiniteQueryOptions({ queryKey: dashboardKeys.upcomingBookings, ...bookingsListOptions('upcoming') })

/** GET /api/me/professional/bookings?status=past: completed, declined and cancelled, newest first, a page at a time. */
export const pastBookingsQueryOptions = () =>
  infiniteQueryOptions({ queryKey: dashboardKeys.pastBookings, ...bookingsListOptions('past') })

/** GET /api/me/professional/availability: the hours, null until the professional sets them. */
export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.availability,
    queryFn: ({ signal }) => callApi('myAvailability', { signal }),
  })

/** GET /api/me/professional/analytics: the four counters. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.analytics,
    queryFn: ({ signal }) => callApi('myAnalytics', { signal }),
  })

/** GET /api/me/professional: the professional's own profile. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.profile,
    queryFn: ({ signal }) => callApi('myProfile', { signal }),
  })

/** GET /api/me/professional/verification: what was sent for checking and where it stands. */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.verification,
    queryFn: ({ signal }) => callApi('myVerification', { signal }),
  })

/**
 * Starts the default tab's reads while the dashboard's code loads, without waiting for them: the
 * tabs show their own loading texts. The profile and the verification feed the notices above the
 * tabs (not listed yet, a licence running out).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery(pendingBookingsQueryOptions())
  void queryClient.prefetchInfiniteQuery(upcomingBookingsQueryOptions())
  void queryClient.prefetchInfiniteQuery(pastBookingsQueryOptions())
  void queryClient.prefetchQuery(analyticsQueryOptions())
  void queryClient.prefetchQuery(profileQueryOptions())
  void queryClient.prefetchQuery(verificationQueryOptions())
}
