/**
 * Registers the service worker as soon as the first screen is painted, so its install (the whole
 * precache) runs alongside the app's own loading instead of after it: on a slow connection the
 * page works offline seconds sooner (npm run offline-ready). Only the registration: the update
 * offer (register-service-worker.ts) still starts once the page is idle and finds this
 * registration. Production only, like the rest of the worker (start-service-worker.ts).
 */
export function installServiceWorkerEarly(production = import.meta.env.PROD): void {
  if (!production || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
}
