import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { PageSpinner } from './components/ui/page-spinner'
import { createAuthContext, type AuthContext } from './features/auth/auth-context'
import { routeTree } from './routeTree.gen'

export type RouterContext = { queryClient: QueryClient; auth: AuthContext }

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  let firstRender = true
  return createRouter({
    routeTree,
    history,
    context: { queryClient, auth: createAuthContext(queryClient) },
    // Route chunks and the session load on slow phones too: a spinner after 200 ms, not a blank screen.
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 200,
    defaultPreload: 'intent',
    // Loaders read TanStack Query's cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    // Restores the scroll position on Back and resets it on a new page, but not on the first render:
    // a person on a slow phone may have scrolled the prerendered page before the app took it over,
    // and would be thrown back to the top (e2e/prerendered.spec.ts).
    scrollRestoration: () => {
      const first = firstRender
      firstRender = false
      return !(first && typeof window !== 'undefined' && window.scrollY > 0)
    },
    defaultHashScrollIntoView: { behavior: prefersReducedMotion() ? 'auto' : 'smooth' },
  })
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
