import { waitFor } from '@testing-library/react'

type LoadingRouter = { state: { status: 'pending' | 'idle' } }
const rendered = new Set<LoadingRouter>()

/** Remembers a router a test rendered, so settleRenderedRouters can wait for it. */
export function trackRouter(router: LoadingRouter): void {
  rendered.add(router)
}

/**
 * Lets the navigations a test started finish before the next test: a router still loading keeps a
 * timer (for its pending page) that would otherwise fire after the test file's page is gone.
 */
export async function settleRenderedRouters(): Promise<void> {
  const routers = [...rendered]
  rendered.clear()
  await Promise.all(
    routers.map((router) =>
      // At most 5 s, inside the hook's 10 s: a router whose render the test unmounted mid-load never settles.
      waitFor(
        () => {
          if (router.state.status !== 'idle') throw new Error('the router is still loading')
        },
        { timeout: 5_000 },
      ).catch(() => undefined),
    ),
  )
}
