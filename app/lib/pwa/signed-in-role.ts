import type { QueryClient } from '@tanstack/react-query'
import type { User } from '../../../api/contract/schemas/auth'
import { queryRoots } from '../query-keys'

/** The signed-in person's role as the ['user'] query knows it, for the worker's precache. */
export type SignedInRole = {
  current: () => string | null
  /** Calls `listener` with each new role (null once signed out). */
  onChange: (listener: (role: string | null) => void) => void
}

export function signedInRole(queryClient: QueryClient): SignedInRole {
  const current = () => queryClient.getQueryData<User | null>(queryRoots.user)?.role ?? null
  return {
    current,
    onChange(listener) {
      let last = current()
      queryClient.getQueryCache().subscribe(() => {
        const now = current()
        if (now === last) return
        last = now
        listener(now)
      })
    },
  }
}
