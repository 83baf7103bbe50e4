/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { PHOTO_PATH_PREFIX } from '../api/contract/photos'
import { listenForOutboxSync } from './lib/outbox/background-sync'
import { listenForPush } from './lib/push/push-events'
import { pageGoAhead } from './lib/pwa/precache-go-ahead'
import { precacheInParallel } from './lib/pwa/precache-in-parallel'
import {
  PRECACHE_SETTLED,
  installChoice,
  keepFetchedEntries,
  readRestRequest,
  type MarkedEntry,
} from './lib/pwa/save-data-precache'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (MarkedEntry | string)[] }

// Every file the app can load, both catalogs and the icons (vite/precache-selection.ts), fetched
// all at once on install, once the page has taken over (precache-go-ahead.ts); activate drops the
// files of the previous version. The signed-in pages' files wait until a person of their role
// signs in, the other language's parts until it is chosen (PRECACHE_REST with the page's reader:
// docs/decisions/017-precache-by-role.md). With Save data on (issue 20), the install fetches only
// the core and the files the page loaded; the rest arrives as the person opens it
// (keepFetchedEntries), or once they turn Save data off (PRECACHE_REST).
const entries = self.__WB_MANIFEST
const precache: PrecacheController = new PrecacheController({ plugins: [keepFetchedEntries(() => precache)] })
precache.addToCacheList(entries)
// The install and each page's request, in order: a request waits for the install's files, so
// nothing is fetched twice, and PRECACHE_SETTLED is answered once all of it has settled.
let precaching: Promise<unknown> = Promise.resolve()
self.addEventListener('install', (event) => {
  const installed = pageGoAhead(self).then((goAhead) =>
    precacheInParallel(precache, event, installChoice(entries, goAhead, self.location.href)),
  )
  precaching = installed.catch(() => undefined)
  event.waitUntil(installed)
})
self.addEventListener('activate', (event) => void precache.activate(event))
self.addEventListener('message', (event) => {
  const rest = readRestRequest(event.data)
  if (rest) {
    const choice = installChoice(entries, { saveData: false, opened: [], ...rest }, self.location.href)
    // Offline, a missing file fails to arrive: the next start asks again.
    precaching = precaching.then(() => precacheInParallel(precache, event, choice)).catch(() => undefined)
    event.waitUntil(precaching)
  }
  if ((event.data as { type?: unknown } | null)?.type === PRECACHE_SETTLED)
    event.waitUntil(precaching.then(() => event.ports[0]?.postMessage(PRECACHE_SETTLED)))
})
registerRoute(new PrecacheRoute(precache))
cleanupOutdatedCaches()

const sameOrigin = (url: URL) => url.origin === self.location.origin

// Personal data and live answers: always the network, never a cache (the app keeps what it needs
// offline in IndexedDB itself).
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/'), new NetworkOnly())

// Every page is the single-page app: any navigation gets the precached index.html, except /api
// and /media (a photo opened on its own).
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/media\//] }),
)

// Files of an older version a page still runs after an update, which the new precache no longer
// holds: their names carry a content hash, so a cached copy is never stale. The limits keep a
// phone's storage small.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    url.pathname.startsWith('/assets/') &&
    ['script', 'style', 'image', 'font'].includes(request.destination),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
)

// Profile photos: a URL names one version of a photo for good (a new photo gets a new URL), so a
// cached copy is never stale. The directory read offline shows them; one never seen shows initials.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith(PHOTO_PATH_PREFIX),
  new CacheFirst({
    cacheName: 'profile-photos',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
)

// registerType 'prompt': the new worker waits until the person accepts the update (app/lib/pwa/).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first visit's page is controlled at once, so it works offline without a second visit.
clientsClaim()

// Background Sync: the browser wakes the worker once it is online again, and the worker sends the
// outbox (IndexedDB) even with no page open.
listenForOutboxSync(self)

// Web push (docs/product.md#16-notifications): shown only to the person signed in on this device.
listenForPush(self)
