import type { WorkboxPlugin } from 'workbox-core'
import type { PrecacheController, PrecacheEntry } from 'workbox-precaching'
import type { GoAhead } from './precache-go-ahead'

/**
 * The worker's choice of what to precache (issue 20, docs/decisions/015-save-data.md and
 * 017-precache-by-role.md). The build marks `rest` the entries beyond the core (the shell and the
 * crisis page in both languages: vite/precache-selection.ts), gives the entries only signed-in
 * people are shown the `roles` they are for, and the catalog's parts beyond the core their
 * `locale`. With Save data on, the install skips every `rest` entry the page had not loaded, and a
 * file the person opens later is kept when it arrives; without it, the install skips only what is
 * for other roles and the other language. The page asks for the rest (`PRECACHE_REST`, with its
 * reader) once Save data is off, a person signs in or the language changes.
 */
export type MarkedEntry = PrecacheEntry & { rest?: true; roles?: readonly string[]; locale?: string }

/** Who reads the page: the signed-in role (null when nobody is) and the language (null: unknown, every language). */
export type Reader = { role: string | null; locale: string | null }

export const PRECACHE_REST = 'PRECACHE_REST'

/** Asked with a port: answered on it once the precache work asked for so far has settled. */
export const PRECACHE_SETTLED = 'PRECACHE_SETTLED'

const isForReader = (entry: MarkedEntry, { role, locale }: Reader) =>
  (!entry.roles || (role !== null && entry.roles.includes(role))) &&
  (!entry.locale || locale === null || entry.locale === locale)

/**
 * Which entries to fetch: without Save data, those for this reader; with it, the core and the
 * files the page had loaded.
 */
export function installChoice(entries: readonly (MarkedEntry | string)[], goAhead: GoAhead, base: string) {
  const absolute = (url: string) => new URL(url, base).href
  const skipped = new Set(
    entries.flatMap((entry) => {
      if (typeof entry === 'string') return []
      const skip = goAhead.saveData ? entry.rest : !isForReader(entry, goAhead)
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

/** A page's request for every entry for its reader not in the cache yet. */
export function readRestRequest(data: unknown): Reader | null {
  const message = data as { type?: unknown; role?: unknown; locale?: unknown } | null
  if (message?.type !== PRECACHE_REST) return null
  return readReader(message)
}

/** The reader a page's message names; anything else reads as unknown. */
export function readReader({ role, locale }: { role?: unknown; locale?: unknown }): Reader {
  return { role: typeof role === 'string' ? role : null, locale: typeof locale === 'string' ? locale : null }
}
