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
  // What TanStack Router's own server-rendering client sets: the root match renders as on the server
  // (no Suspense of its own around it), so the markup matches.
  router.ssr = { manifest: undefined }
  hydrateRoot(element, app)
}
