import type { QueryClient } from '@tanstack/react-query'
import type { Role, User } from '../../../api/contract/schemas/auth'
import { isKnownOffline } from '../../lib/offline/network-failure'
import { currentUserQueryOptions, userQueryKey } from './current-user'

/** What routes know about the session (router context `auth`), read through the ['user'] query. */
export type AuthContext = {
  /**
   * The signed-in user: fetched the first time, then read from the query cache at once. A known
   * user is asked for again in the background, so a session the server ended meanwhile (30 minutes
   * idle, a logout elsewhere) is noticed on the next page (app/features/auth/session-expiry.ts).
   */
  ensureUser: () => Promise<User | null>
}

export function createAuthContext(queryClient: QueryClient): AuthContext {
  return {
    ensureUser: async () => {
      const known = queryClient.getQueryData<User | null>(userQueryKey)
      if (known === undefined) return queryClient.ensureQueryData(currentUserQueryOptions())
      if (known && !isKnownOffline()) {
        void queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => undefined)
      }
      return known
    },
  }
}

const homes = { professional: '/professional/dashboard', admin: '/admin', user: '/' } as const satisfies Record<
  Role,
  string
>

/** Where a user lands after signing in (docs/product.md#2-routes-and-screens, #15-trust). */
export function homeFor(user: { role: Role }): (typeof homes)[Role] {
  return homes[user.role]
}
