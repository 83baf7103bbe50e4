import { MutationCache, QueryClient } from '@tanstack/react-query'
import { showFailureToast } from './failure-toast'
import { storeQueriesOnDevice } from './offline/stored-queries'

/**
 * docs/product.md#8-the-api: reads are never stale, not refetched on window focus and not
 * retried; writes are not retried. A query that must poll says so itself (refetchInterval).
 * networkMode 'always': offline, a read still runs (and falls back to its stored copy) and a write
 * still runs (and goes to the outbox or says there is no connection), instead of waiting paused.
 * A failed write's toast comes from its meta (failure-toast.ts), in this one place.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => showFailureToast(error, mutation),
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
  storeQueriesOnDevice(queryClient)
  return queryClient
}
