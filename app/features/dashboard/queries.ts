import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { callApi } from '../../lib/api-client'
import { queryRoots } from '../../lib/query-keys'
import {
  bookingsListKeys,
  pastBookingsQueryOptions,
  pendingBookingsQueryOptions,
  upcomingBookingsQueryOptions,
} from './bookings/bookings-lists'

export const dashboardKeys = {
  ...bookingsListKeys,
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
