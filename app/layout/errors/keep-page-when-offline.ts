/**
 * TanStack Router reloads the page once when a route's code fails to load. Offline, before the
 * worker has installed, that reload lands on the browser's own offline page: a dead end. So when
 * the browser knows it is offline, the failure is marked as already reloaded (the router's own
 * sessionStorage key) and the error page shows instead, which reloads once the connection returns.
 * Vite reports every failed dynamic import of the app as `vite:preloadError` before it rejects.
 */
export function keepPageWhenOffline(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error: unknown = Reflect.get(event, 'payload')
    if (navigator.onLine || !(error instanceof Error)) return
    sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
  })
}
