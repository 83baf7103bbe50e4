import type { WorkboxPlugin } from 'workbox-core'
import type { PrecacheController, PrecacheEntry } from 'workbox-precaching'
import type { GoAhead } from './precache-go-ahead'

/**
 * The worker's choice of what to precache (issue 20, docs/decisions/015-save-data.md). The build
 * marks `rest` the entries beyond the core (the shell and the crisis page in both languages:
 * vite/precache-selection.ts), and gives the entries only signed-in pages load the `roles` they
 * are for. With Save data on, the install skips every `rest` entry the page had not loaded, and a
 * file the person opens later is kept when it arrives; without it, the install skips only what is
 * for other roles. The page asks for the rest (`PRECACHE_REST`, with the signed-in role) once Save
 * data is off or a person signs in.
 */
export type MarkedEntry = PrecacheEntry & { rest?: true; roles?: readonly string[] }

export const PRECACHE_REST = 'PRECACHE_REST'

/** Asked with a port: answered on it once the precache work asked for so far has settled. */
export const PRECACHE_SETTLED = 'PRECACHE_SETTLED'

const isForRole = (entry: MarkedEntry, role: string | null) =>
  !entry.roles || (role !== null && entry.roles.includes(role))

/**
 * Which entries to fetch: without Save data, those for everyone and for the person's role; with
 * it, the core and the files the page had loaded.
 */
export function installChoice(entries: readonly (MarkedEntry | string)[], goAhead: GoAhead, base: string) {
  const absolute = (url: string) => new URL(url, base).href
  const skipped = new Set(
    entries.flatMap((entry) => {
      if (typeof entry === 'string') return []
      const skip = goAhead.saveData ? entry.rest : !isForRole(entry, goAhead.role)
      return skip ? [absolute(entry.url)] : []
    }),
  )
  const opened = new Set(goAhead.opened.map(absolute))
  return (url: string) => !skipped.has(url) || opened.has(url)
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

/** A page's request for every entry for everyone and for its person's role not in the cache yet. */
export function readRestRequest(data: unknown): { role: string | null } | null {
  const message = data as { type?: unknown; role?: unknown } | null
  if (message?.type !== PRECACHE_REST) return null
  return { role: typeof message.role === 'string' ? message.role : null }
}
