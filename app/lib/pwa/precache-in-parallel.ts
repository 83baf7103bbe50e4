import type { PrecacheController } from 'workbox-precaching'

/**
 * The worker's install: fetches the chosen precache entries at once (the browser queues them on
 * its connections), where Workbox 7's own install fetches them one by one (34-36 s at 400 ms RTT).
 * Entries with a revision (index.html, icons, the manifest) are revalidated against the HTTP
 * cache rather than fetched again with `cache: 'reload'`, so what the page has just loaded is
 * not downloaded twice; hashed files are taken from the HTTP cache as they are. An entry already
 * in the precache is not fetched again (the strategy looks there first).
 */
export function precacheInParallel(
  controller: PrecacheController,
  event: ExtendableEvent,
  chosen: (url: string) => boolean = () => true,
): Promise<void> {
  const done = Promise.all(
    [...controller.getURLsToCacheKeys()]
      .filter(([url]) => chosen(url))
      .map(async ([url, cacheKey]) => {
        const request = new Request(url, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: cacheKey === url ? 'default' : 'no-cache',
          credentials: 'same-origin',
        })
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }))
      }),
  ).then(() => undefined)
  event.waitUntil(done)
  return done
}
