import { QueryClient } from '@tanstack/react-query'

/**
 * product-spec.md section 7: reads are never stale, not refetched on window focus and not
 * retried; writes are not retried. A query that must poll says so itself (refetchInterval).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  })
}
