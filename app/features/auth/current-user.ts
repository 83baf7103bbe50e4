import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { User } from '../../../api/contract/schemas/auth'
import { getCurrentUser } from '../../lib/api-request'
import { STORED_USER_KEY } from '../../lib/offline/stored-user-key'

export const userQueryKey = STORED_USER_KEY

/**
 * GET /api/user: the signed-in user, or null (a 401 means nobody is signed in). Offline, the last
 * answer stored on this device stands in, so a professional's stored dashboard still opens.
 * Every page reads it at start; signing in and out (queries.ts) load with the pages that offer them.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  })

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions())
}

export function setUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(userQueryKey, user)
}

/** Everything fetched for the person goes from memory, and the user reads as signed out. */
export function forgetQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] })
  setUser(queryClient, null)
}

/**
 * After the server ended every session of the account for good (it was deleted), or the person
 * logged out elsewhere (`owner` null: their writes went where they did): what logout clears goes
 * too, in memory and on this device, with nothing queued to send.
 */
export async function forgetSignedInPerson(
  queryClient: QueryClient,
  owner = queryClient.getQueryData<User | null>(userQueryKey)?.id ?? null,
): Promise<void> {
  const { clearPersonalData } = await import('../../lib/offline/clear-personal-data')
  await clearPersonalData({ owner, sessionOpen: false }).catch(() => undefined)
  forgetQueries(queryClient)
}
