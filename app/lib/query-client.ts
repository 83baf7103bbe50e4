import { QueryClient } from '@tanstack/react-query'

/**
 * docs/product.md#8-the-api: reads are never stale, not refetched on window focus and not
 * retried; writes are not retried. A query that must poll says so itself (refetchInterval).
 * networkMode 'always': offline, a read still runs (and falls back to its stored copy) and a write
 * still runs (and goes to the outbox or says there is no connection), instead of waiting paused.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
