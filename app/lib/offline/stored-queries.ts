import type { QueryClient } from '@tanstack/react-query'
import { personalCopy, publicCopy } from './stored-copy'
import { STORED_USER_KEY } from './stored-user-key'
import { queryRoots } from '../query-keys'

/**
 * Which queries are stored on this device and stand in when the network is gone (every query
 * under these key prefixes; nothing else is stored). Personal copies go on logout.
 * - the signed-in user: without it an offline reload would treat a professional as signed out;
 * - the dashboard's bookings lists, analytics, profile, hours and verification (app/features/dashboard/queries.ts);
 * - the person's account (app/features/account/queries.ts);
 * - the person's notifications (app/features/notifications/queries.ts);
 * - the threads the person opened and their unread counts (app/features/messages/queries.ts);
 * - the directory, per filters (app/features/directory/queries.ts);
 * - the places of care's lists and pages (app/features/places/queries.ts, save-country-places.ts);
 * - the crisis and content pages' own data (use-stored-data.ts).
 */
const personal = [
  STORED_USER_KEY,
  queryRoots.bookings,
  queryRoots.analytics,
  queryRoots.profile,
  queryRoots.availability,
  queryRoots.verification,
  queryRoots.account,
  queryRoots.notifications,
  queryRoots.messages,
]
const shared = [queryRoots.professionals, queryRoots.places, queryRoots.page]

export function storeQueriesOnDevice(queryClient: QueryClient): void {
  for (const queryKey of personal) queryClient.setQueryDefaults(queryKey, { persister: personalCopy })
  for (const queryKey of shared) queryClient.setQueryDefaults(queryKey, { persister: publicCopy })
}
