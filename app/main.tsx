import { PRERENDERED_LOCALE_ATTRIBUTE } from './lib/prerender-marker'
import { captureInstallPrompt } from './lib/pwa/install-prompt'
import { installServiceWorkerEarly } from './lib/pwa/install-service-worker-early'
import './styles.css'

/**
 * The entry: small, so that on a prerendered page (/, /crisis-resources, /auth) nothing else
 * comes before the person sees it. The page paints from its HTML alone; the app's code is asked
 * for once that first paint is on screen, so on a slow connection the two do not compete
 * (docs/decisions/006). The empty shell of every other page needs the app at once.
 */
function afterFirstPaint(): Promise<void> {
  // A page opened in the background paints nothing until it is looked at.
  if (document.visibilityState !== 'visible') return Promise.resolve()
  // The frame callback runs just before the paint; a task queued from it runs just after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** Registers the service worker and loads the app, after the first paint on a prerendered page. */
async function start(): Promise<void> {
  if (document.getElementById('root')?.hasAttribute(PRERENDERED_LOCALE_ATTRIBUTE)) await afterFirstPaint()
  installServiceWorkerEarly()
  await import('./start-app')
}

// Early, so the browser's install offer is not missed while the app loads.
captureInstallPrompt()
// Not a top-level await: one anywhere turns off the bundler's chunk optimizations for the whole build
// (shared code merged into the chunk that loads it, no re-export-only chunks): 12 more files (issue 20).
void start()
