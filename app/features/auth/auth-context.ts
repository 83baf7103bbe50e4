import type { QueryClient } from '@tanstack/react-query'
import type { Role, User } from '../../../api/contract/schemas/auth'
import { currentUserQueryOptions } from './queries'

/** What routes know about the session (router context `auth`), read through the ['user'] query. */
export type AuthContext = {
  /** The signed-in user, fetched once and then read from the query cache. */
  ensureUser: () => Promise<User | null>
}

export function createAuthContext(queryClient: QueryClient): AuthContext {
  return { ensureUser: () => queryClient.ensureQueryData(currentUserQueryOptions()) }
}

const homes = { professional: '/professional/dashboard', admin: '/admin', user: '/' } as const satisfies Record<
  Role,
  string
>

/** Where a user lands after signing in (docs/product.md#2-routes-and-screens, #15-trust). */
export function homeFor(user: { role: Role }): (typeof homes)[Role] {
  return homes[user.role]
}
