import type { WorkboxPlugin } from 'workbox-core'
import type { PrecacheController, PrecacheEntry } from 'workbox-precaching'
import type { GoAhead } from './precache-go-ahead'

/**
 * The worker's side of Save data (issue 20, docs/decisions/015-save-data.md). The build marks
 * `rest` the precache entries beyond the core (the shell, the crisis page and both catalogs:
 * vite/precache-selection.ts); with Save data on, the install skips them unless the page had
 * loaded them, a file the person opens later is kept when it arrives, and the page asks for
 * the rest once Save data is off.
 */
export type MarkedEntry = PrecacheEntry & { rest?: true }

export const PRECACHE_REST = 'PRECACHE_REST'

/** Which entries the install fetches: all of them, or with Save data on the core and the opened files. */
export function installChoice(entries: readonly (MarkedEntry | string)[], goAhead: GoAhead, base: string) {
  if (!goAhead.saveData) return () => true
  const absolute = (url: string) => new URL(url, base).href
  const rest = new Set(
    entries.flatMap((entry) => (typeof entry !== 'string' && entry.rest ? [absolute(entry.url)] : [])),
  )
  const opened = new Set(goAhead.opened.map(absolute))
  return (url: string) => !rest.has(url) || opened.has(url)
}

/**
 * Workbox serves a precache entry missing from the cache from the network without keeping it;
 * this keeps it under its cache key, so a page opened with Save data on opens offline later.
 */
export function keepFetchedEntries(controller: () => PrecacheController): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ request, response, event }) => {
      const cacheKey = controller().getCacheKeyForURL(request.url)
      if (event.type !== 'install' && response.ok && cacheKey) {
        const kept = caches.open(controller().strategy.cacheName).then((cache) => cache.put(cacheKey, response.clone()))
        event.waitUntil(kept)
        await kept
      }
      return response
    },
  }
}

/** Whether a page's message asks for every entry not in the cache yet (`PRECACHE_REST`). */
export function isRestRequest(data: unknown): boolean {
  return (data as { type?: unknown } | null)?.type === PRECACHE_REST
}
