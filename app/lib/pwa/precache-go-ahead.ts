/**
 * When the worker's first install may fetch the precache. The page registers the worker right
 * after its first paint (install-service-worker-early.ts), so the worker's own script is at hand
 * early; but its install fetches every file the app can load, some 150 requests that, made while
 * the page is still taking over, delay that take-over on a slow phone (Lighthouse performance on
 * the crisis page 87-98 with them, 99-100 without: npm run lighthouse). So the install waits until
 * a page says it has taken over and is idle, or until MAX_WAIT_MS, whichever comes first.
 */
const GO_AHEAD = 'PRECACHE_GO_AHEAD'
export const MAX_WAIT_MS = 10_000

/** The worker's side: resolves on a page's go-ahead or after the wait limit. */
export function pageGoAhead(worker: ServiceWorkerGlobalScope, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      worker.removeEventListener('message', onMessage)
      resolve()
    }
    const onMessage = (event: ExtendableMessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === GO_AHEAD) done()
    }
    const timer = setTimeout(done, maxWaitMs)
    worker.addEventListener('message', onMessage)
  })
}

/** The page's side, once it has taken over: tells the installing worker now and any later one when it appears. */
export async function giveGoAhead(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.getRegistration()
  if (!registration) return
  const tell = () => registration.installing?.postMessage({ type: GO_AHEAD })
  tell()
  registration.addEventListener('updatefound', tell)
}
