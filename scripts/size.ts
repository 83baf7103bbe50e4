import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Manifest, type Plugin } from 'vite'
import { APP_SOURCE } from '../vite/app-chunk.ts'
import { START_GROUP, partId } from '../vite/catalog-split/groups.ts'
import { PARTS_MANIFEST, type PartsManifest } from '../vite/catalog-split/plugin.ts'
import { PRECACHE_LIST, type PrecacheListEntry } from '../vite/precache-selection-plugin.ts'
import { ROLES } from '../api/contract/schemas/auth.ts'

/**
 * `npm run size`: builds the app, then prints per route the gzip size of the JavaScript it loads
 * first (the entry and its static imports, the route's chunks and its layouts' chunks, and the
 * parts of the English catalog they wait for: the start's and their areas') from dist/.vite/manifest.json. Fails when
 * the landing route is over budget or pulls in what must load later (docs/architecture.md), or another route's first
 * load passes its value when issue 20 started.
 */
// The framework shell is ~107 KB (docs/development.md); the rest is the app shell, the landing's
// first screen (the hero; the stats until issue 20) and the en catalog, which holds every page's text (~26 KB;
// a catalog per page would take most of it off the landing: docs/decisions/003). The sections
// below the first screen load when near since issue 20 (until then they were here too). Raised from 130 KB when the landing's
// content arrived (issue 4), and from 155 KB when issue 10 added 1.7 KB: 14 server and outbox
// texts in the one catalog, the photos' srcset and initials fallback, and the outbox's held state.
// Issue 11 raised it to 160 KB (159.0 KB measured, 156.2 KB before): the expired-session watcher
// in the router (a 401 can come from any page), logout's offline path in the header, the error page in the entry (it must draw when a
// chunk cannot load, so it cannot be loaded lazily itself), the early worker registration, page
// titles and in-page links that land.
// Issue 12 raised it to 165 KB (164.7 KB measured, 159.7 KB before): the landing route validates
// its search params (the directory's filters in the URL) with valibot, which brings the shared
// valibot chunk (3.2 KB) into the entry (the landing's own forms loaded that chunk soon after
// anyway), the directory's capped count, the stored copies' query keys and the lazy-part helper.
// Issue 13 raised it to 170 KB (169.6 KB measured, 164.7 KB before): about 110 new texts in the
// one English catalog (+2.5 KB: My sessions, hours, the status dialogs, the account page), the
// header's My sessions and Account links (the changed-bookings count loads when idle), and the
// directory's card code shared with the new profile page. A catalog per page is the lever left.
// Issue 14 raised it to 177 KB (176.3 KB measured, 170.6 KB with its contract alone, 169.6 KB
// before): about 190 new texts in the one English catalog (now 25.9 KB gzip: the account page's
// password, data and deletion sections, the dashboard's listing and verification, the admin page,
// the badge's details), the Verified only filter and the badge's disclosure, the Admin link.
// Measured on en.po: about 60% of its text belongs to pages other than the landing (policies,
// content, dashboard, account, admin); a second catalog for them is the lever left.
// Lowered to 172 KB after issue 14 (171.4 KB measured): what the app loads at start became one
// chunk (vite/startup-chunk.ts) instead of about thirty, which also gzips 4.9 KB smaller.
// The Dialog/Form/Dexie rule below is what keeps it from growing.
// Issue 22 raised it to 174 KB (173.9 KB measured, 171.4 KB before): Crisis help in the header at
// every width and on /auth, the contact section opening with the lines of the person's country (the
// country's guess from the time zone, the help card, Rwanda's lines), toasts that keep clear of
// dialogs, the crisis page linked from the pending-limit refusal, and about 25 new texts.
// The rest of issue 16 took it to 181 KB (180.1 KB measured): the one date formatter and the
// 24-hour time field, the chosen time and the directory's opening on a shared link, the free days'
// counts, the live Mark Complete timer, the ended-session check, the joining links and about 120
// new texts in the one English catalog. Issue 26 cuts the landing to 125 KB (the catalog per route
// group is its first lever).
// Issue 18's accounts part took it to 182.2 KB (180.6 KB before): about 55 new texts in the one
// English catalog (the verified phone, the password reset, the notification settings) and 9 server
// messages; the header's language switch saving the account measured +0.0 KB.
// Issues 19 and 27 took it to 184.9 KB (182.9 KB before): about 45 texts of the threads and 13
// server messages of the places in the one English catalog (+1.4 KB), and the header's unread
// count loaded when idle (+0.2 KB); the thread page itself is a route chunk of its own.
// Issue 27's screens took it to 186.4 KB (185.0 KB before): about 60 texts of the places of care
// in the one English catalog (+0.85 KB: every kind, service, cost and way in, the list and the
// page), the two routes' entries in the route tree, the footer's and the services card's links
// (the /places search schema stays in its page: the route only types its params).
// Issue 27's /admin/places took both to 187.2 KB (186.0 KB with the admin's screen alone): about
// 60 more texts in the one English catalog (the admin's place form and list) and the route's guard
// in the entry; its page is a chunk of its own.
// Issue 20 lowered it to 159 KB (158.8 KB measured, 187.2 KB before): the landing route only types the
// directory's search params (valibot left the entry), the server-message table loads with the first
// failed write, and the nine sections below the first screen load their code when near (three
// chunks, app/components/hydrate-when-near.tsx). With Save data (its store in the entry, the
// footer's switch and its texts in the one catalog) it is 159.3 KB, hence 159.5 KB; the catalog
// split of issue 20 is what takes it further down.
// Issue 20's chunk areas (vite/chunk-areas.ts, the entry without top-level await) took it to 158.2 KB: 158.5 KB.
// Issue 20's catalog parts (7.4 KB of catalog instead of 31.5) and the frame's later parts loaded after the first
// render took it to 129.7 KB: 130 KB. The target is 125 KB.
// Issue 20 reached it (124.7 KB): the hero's texts in the start's part and the stats with the sections
// below (no landing part before the first render), TanStack Query's writes and paged lists out of the
// framework's chunk, and no second copy of useSyncExternalStore: 125 KB.
const LANDING_BUDGET_BYTES = 125_000
const START_PART = partId(START_GROUP, 'en')
// Every other route's first load when issue 20 started (d9a505b4, KB gzip): none may pass it again.
const ROUTE_CEILINGS_KB: Record<string, number> = {
  '(404)': 164.2,
  '/account': 195.1,
  '/admin': 222.3,
  '/admin_.places': 241.4,
  '/assessment-tools': 173.2,
  '/auth': 201.6,
  '/blog': 173.7,
  '/careers': 185.5,
  '/cookie-policy': 172.8,
  '/crisis-resources': 180.4,
  '/educational-videos': 186.7,
  '/messages/$bookingId': 228.6,
  '/my-sessions': 237.5,
  '/notifications': 172.1,
  '/places': 180.1,
  '/places/$placeId': 174.2,
  '/privacy-policy': 172.8,
  '/professional/dashboard': 224.4,
  '/professionals/$professionalId': 178.6,
  '/support-groups': 173.8,
  '/terms-of-service': 172.8,
  '/webinars-events': 185.5,
}
const LATER_ONLY: [string, RegExp][] = [
  ['Headless UI Dialog', /@headlessui\/react\/dist\/components\/dialog\//],
  ['TanStack Form', /node_modules\/@tanstack\/(react-)?form/],
  ['Dexie', /node_modules\/dexie\//],
]

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')

/** Which source modules end up in which output chunk: the manifest does not say. */
function recordModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'size:record-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') into.set(output.fileName, output.moduleIds)
    },
  }
}

const modulesByFile = new Map<string, string[]>()
await build({ root, logLevel: 'warn', plugins: [recordModules(modulesByFile)] })
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
const catalogParts = JSON.parse(readFileSync(join(dist, PARTS_MANIFEST), 'utf8')) as PartsManifest

/** A chunk's key and every chunk it imports statically, recursively. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    closure(manifest[key].imports ?? [], seen)
  }
  return seen
}

const gzipSize = (key: string) => gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

// A chunk group can hold several sources in one chunk (vite/chunk-areas.ts): the manifest keys a chunk
// by its first module only, so sources are found in the chunks' module lists.
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
const keysHolding = (test: (id: string) => boolean) =>
  [...modulesByFile].filter(([, ids]) => ids.some(test)).flatMap(([file]) => keyOfFile.get(file) ?? [])

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
// The entry imports the app itself dynamically (app/main.tsx), but every page loads it first.
const appKeys = keysHolding((id) => id.endsWith(APP_SOURCE))
if (appKeys.length === 0) throw new Error(`${APP_SOURCE} is not in the build`)
const entry = closure([entryKey, ...appKeys])
const routeFiles = new Map<string, string[]>()
for (const [file, ids] of modulesByFile) {
  for (const id of ids) {
    const match = /app\/routes\/(.+)\.tsx\?tsr-split=/.exec(id)
    const key = keyOfFile.get(file)
    if (match && key) routeFiles.set(match[1]!, [...(routeFiles.get(match[1]!) ?? []), key])
  }
}

/** The URL of a route file: pathless `_layout` segments and `index` drop out. */
function urlOf(file: string): string {
  const segments = file.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index')
  return `/${segments.join('/')}`
}

/** A route's own chunks plus those of the layout files above it (`_site.tsx` above `_site/blog.tsx`). */
function routeChunks(file: string): string[] {
  const parts = file.split('/')
  const layouts = parts.slice(0, -1).map((_part, index) => parts.slice(0, index + 1).join('/'))
  return [...layouts, file].flatMap((name) => routeFiles.get(name) ?? [])
}

/** These chunks with the start's part of the English catalog and the parts they wait for. */
function withCatalog(keys: Set<string>): Set<string> {
  const parts = [...keys].flatMap((key) => catalogParts[manifest[key]!.file]?.en ?? [])
  return new Set([...keys, START_PART, ...parts.map((file) => keyOfFile.get(file)!)])
}

type Row = { url: string; chunks: Set<string> }
const rows: Row[] = [...routeFiles.keys()]
  .filter((file) => !/^_[^/]+$/.test(file))
  .map((file) => ({ url: urlOf(file), chunks: withCatalog(closure([...entry, ...routeChunks(file)])) }))
rows.push({ url: '(404)', chunks: withCatalog(closure([...entry])) })
rows.sort((a, b) => a.url.localeCompare(b.url))

const entryBytes = [...entry].reduce((sum, key) => sum + gzipSize(key), 0)
console.log(
  `\nFirst-load JavaScript per route (gzip level 9; entry ${kb(entryBytes)} and the en catalog's parts included)\n`,
)
const overCeiling: string[] = []
for (const row of rows) {
  const total = [...row.chunks].reduce((sum, key) => sum + gzipSize(key), 0)
  const ceiling = ROUTE_CEILINGS_KB[row.url]
  if (ceiling !== undefined && total > ceiling * 1000) overCeiling.push(row.url)
  console.log(
    `  ${row.url.padEnd(28)} ${kb(total).padStart(10)}${ceiling === undefined ? '' : `  (at most ${ceiling} KB)`}`,
  )
}

const landing = rows.find((row) => row.url === '/')!
const landingBytes = [...landing.chunks].reduce((sum, key) => sum + gzipSize(key), 0)
const landingModules = [...landing.chunks].flatMap((key) => modulesByFile.get(manifest[key]!.file) ?? [])
const intruders = LATER_ONLY.filter(([, pattern]) => landingModules.some((id) => pattern.test(id))).map(
  ([name]) => name,
)

console.log(`\nLanding route first load: ${kb(landingBytes)} gzip (budget ${kb(LANDING_BUDGET_BYTES)})`)

// Issue 20: a first visit precaches at most 40 files, each one more round trip before the app works offline.
const PRECACHE_FILES_BUDGET = 40
// With the web app manifest, which vite-plugin-pwa adds to the worker's list after the selection.
const precache = [
  ...(JSON.parse(readFileSync(join(dist, PRECACHE_LIST), 'utf8')) as PrecacheListEntry[]),
  { url: 'manifest.webmanifest' },
]
const precachedFor = (reader: string) =>
  precache.filter(
    (entry) =>
      (reader === 'visitor' ? !entry.roles : entry.roles?.includes(reader) !== false) &&
      (!entry.locale || entry.locale === 'en'),
  )
console.log('\nPrecached in English (files, gzip, files under 1 KB):')
for (const reader of ['visitor', ...ROLES]) {
  const sizes = precachedFor(reader).map((entry) => gzipSync(readFileSync(join(dist, entry.url)), { level: 9 }).length)
  const total = sizes.reduce((sum, size) => sum + size, 0)
  const small = sizes.filter((size) => size < 1000).length
  const budget = reader === 'visitor' ? `  (at most ${PRECACHE_FILES_BUDGET} files)` : ''
  console.log(`  ${reader.padEnd(13)} ${String(sizes.length).padStart(3)} files ${kb(total).padStart(9)}, ${small} under 1 KB${budget}`)
}
const visitorFiles = precachedFor('visitor').length
if (intruders.length) console.error(`The landing first load contains ${intruders.join(', ')}: load it on demand.`)
if (landingBytes > LANDING_BUDGET_BYTES) console.error('Over budget.')
if (overCeiling.length) console.error(`Above their first load when issue 20 started: ${overCeiling.join(', ')}.`)
if (visitorFiles > PRECACHE_FILES_BUDGET) console.error(`A visitor precaches ${visitorFiles} files: at most ${PRECACHE_FILES_BUDGET}.`)
const failed = intruders.length || overCeiling.length || landingBytes > LANDING_BUDGET_BYTES || visitorFiles > PRECACHE_FILES_BUDGET
process.exit(failed ? 1 : 0)
