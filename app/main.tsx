import { listenForQuickExit } from './features/quick-exit/early-quick-exit'
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

// Not at the top level: a top-level await turns the bundler's chunk optimizations off for the
// whole build (issue 20): the app's chunk was then a facade fetched before the startup chunk, one
// more round trip, and each module the entry shares with the app a tiny chunk of its own.
async function start(): Promise<void> {
  if (document.getElementById('root')?.hasAttribute(PRERENDERED_LOCALE_ATTRIBUTE)) await afterFirstPaint()
  installServiceWorkerEarly()
  await import('./start-app')
}

// Early, so the browser's install offer is not missed while the app loads, and Leave quickly on
// a prerendered crisis page leaves without a trace in the history before the app has taken it over.
captureInstallPrompt()
listenForQuickExit()
void start()
