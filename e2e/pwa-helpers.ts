import type { BrowserContext, Page } from '@playwright/test'

/** Waits until the service worker has installed (its precache is complete) and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    )
  })
}

/**
 * No network for the pages and their service worker: setOffline alone does not cut the worker's
 * own fetches in Chromium (docs/development.md), so every request that reaches the network is aborted too.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
}
