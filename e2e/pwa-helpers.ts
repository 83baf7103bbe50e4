import type { BrowserContext, Page } from '@playwright/test'

/**
 * Waits until the service worker has installed, controls the page, and has settled the precache
 * work asked of it so far (a signed-in person's pages are fetched once the page says who signed in).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    const channel = new MessageChannel()
    const settled = new Promise((resolve) => (channel.port1.onmessage = resolve))
    navigator.serviceWorker.controller!.postMessage({ type: 'PRECACHE_SETTLED' }, [channel.port2])
    await settled
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

/** The paths the worker's precache holds now, those matching `name` when given. */
export const precached = (page: Page, name?: RegExp): Promise<string[]> =>
  page.evaluate(async (source) => {
    const cache = (await caches.keys()).find((key) => key.includes('-precache-'))
    const requests = cache ? await (await caches.open(cache)).keys() : []
    const paths = requests.map((request) => new URL(request.url).pathname)
    return source === null ? paths : paths.filter((path) => new RegExp(source).test(path))
  }, name?.source ?? null)

/** The paths of the files this page has fetched since it was opened (from the network or the worker), those matching `name`. */
export const fetched = (page: Page, name: RegExp): Promise<string[]> =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => new RegExp(source).test(path)),
    name.source,
  )

/** Takes the files matching `name` out of the worker's precache: a device that never kept them. */
export const dropFromPrecache = (page: Page, name: RegExp): Promise<void> =>
  page.evaluate(async (source) => {
    const cache = await caches.open((await caches.keys()).find((key) => key.includes('-precache-'))!)
    const requests = await cache.keys()
    await Promise.all(
      requests.filter((request) => new RegExp(source).test(request.url)).map((request) => cache.delete(request)),
    )
  }, name.source)
