import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { callApi } from '../../lib/api-client'
import { withSnapshot } from '../../lib/offline/with-snapshot'

/** The snapshot key prefix of everything the dashboard stores (StoredCopyNote). */
export const DASHBOARD_SNAPSHOTS = 'dashboard:'

/** The dashboard's reads are stored on this device for offline use, as personal copies. */
const stored = <T>(name: string, fetcher: () => Promise<T>) =>
  withSnapshot({ key: `${DASHBOARD_SNAPSHOTS}${name}`, personal: true }, fetcher)

/** product-spec.md section 4: the pending list refreshes itself every 30 seconds. */
export const PENDING_REFETCH_MS = 30_000

export const dashboardKeys = {
  bookings: ['bookings'] as const,
  pendingBookings: ['bookings', 'pending'] as const,
  upcomingBookings: ['bookings', 'upcoming'] as const,
  analytics: ['analytics'] as const,
  profile: ['profile'] as const,
  /** The directory's lists (its own feature), refreshed when the profile changes. */
  professionals: ['professionals'] as const,
}

/** GET /api/me/professional/bookings?status=pending, polled. */
export const pendingBookingsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.pendingBookings,
    queryFn: ({ signal }) => stored('pending', () => callApi('myBookings', { query: { status: 'pending' }, signal })),
    refetchInterval: PENDING_REFETCH_MS,
  })

/** GET /api/me/professional/bookings?upcoming=true: pending and confirmed, today or later. */
export const upcomingBookingsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.upcomingBookings,
    queryFn: ({ signal }) => stored('upcoming', () => callApi('myBookings', { query: { upcoming: 'true' }, signal })),
  })

/** GET /api/me/professional/analytics: the four counters. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.analytics,
    queryFn: ({ signal }) => stored('analytics', () => callApi('myAnalytics', { signal })),
  })

/** GET /api/me/professional: the professional's own profile. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.profile,
    queryFn: ({ signal }) => stored('profile', () => callApi('myProfile', { signal })),
  })

/**
 * Starts the default tab's reads while the dashboard's code loads, without waiting for them: the
 * tabs show their own loading texts. The profile (which may carry a photo) loads with its tab.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(pendingBookingsQueryOptions())
  void queryClient.prefetchQuery(upcomingBookingsQueryOptions())
  void queryClient.prefetchQuery(analyticsQueryOptions())
}
