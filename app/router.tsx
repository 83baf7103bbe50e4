import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router'
import { PageSpinner } from './components/ui/page-spinner'
import { createAuthContext, type AuthContext } from './features/auth/auth-context'
import { watchSessionOnceSignedIn } from './features/auth/watch-session'
import { ErrorPage } from './layout/errors/error-page'
import { saveDataOn, saveDataStore } from './lib/save-data/save-data'
import { NotFoundPage } from './layout/not-found-page'
import { WithSiteLayout } from './layout/site-layout'
import { routeTree } from './routeTree.gen'

export type RouterContext = { queryClient: QueryClient; auth: AuthContext }

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  let firstRender = true
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, auth: createAuthContext(queryClient) },
    // Route chunks and the session load on slow phones too: a spinner after 200 ms, not a blank screen.
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 200,
    // No raw error page, ever: any route's error or unknown path is drawn like the rest of the app.
    defaultErrorComponent: (props: ErrorComponentProps) => (
      <WithSiteLayout>
        <ErrorPage {...props} />
      </WithSiteLayout>
    ),
    // Any path the app does not know: the 404 page, with the header and footer.
    defaultNotFoundComponent: () => (
      <WithSiteLayout>
        <NotFoundPage />
      </WithSiteLayout>
    ),
    defaultPreload: preloadNow(),
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
    // In-page links land through SectionLanding (app/layout), which also follows the page as it grows.
    defaultHashScrollIntoView: false,
  })
  watchSessionOnceSignedIn(queryClient, router)
  saveDataStore.subscribe(() => router.update({ ...router.options, defaultPreload: preloadNow() }))
  return router
}

/** A link's route on intent (hover, touch), except with Save data on (issue 20): only what is opened. */
const preloadNow = () => (saveDataOn() ? false : 'intent')

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
