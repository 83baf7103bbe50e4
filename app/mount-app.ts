import type { ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { Locale } from './lib/i18n'
import { PRERENDERED_LOCALE_ATTRIBUTE } from './lib/prerender-marker'
import { yieldToMain } from './lib/yield-to-main'
import type { createAppRouter } from './router'

/**
 * Puts the app into #root. A page the build prerendered in this locale is taken over in place
 * (hydrated: nothing is drawn twice, the person keeps reading); one prerendered in the other
 * language, or the empty shell, is drawn anew. Either way the route's chunks load first, so a
 * prerendered page never gives way to a spinner.
 */
export async function mountApp(
  element: HTMLElement,
  app: ReactNode,
  { locale, router }: { locale: Locale; router: ReturnType<typeof createAppRouter> },
): Promise<void> {
  const prerendered = element.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE)
  if (!prerendered) {
    createRoot(element).render(app)
    return
  }
  await router.load()
  await yieldToMain()
  if (prerendered !== locale) {
    createRoot(element).render(app)
    return
  }
  // The root match must render as on the server (no Suspense of its own around it) for the markup to
  // match. The router's supported way, hydrate() from @tanstack/react-router/ssr/client, sets this
  // and reads the state the server wrote into an inline script (window.$_TSR), which the CSP forbids
  // and the prerender drops; a prerendered page has nothing to restore, so only this part is kept.
  router.ssr = { manifest: undefined }
  hydrateRoot(element, app)
}
