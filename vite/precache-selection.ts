import { ROLES, type Role } from '../api/contract/schemas/auth.ts'
import { APP_SOURCE } from './app-chunk.ts'
import { CATALOG_LOCALES, PART_PREFIX, START_GROUP, parsePartId, partId } from './catalog-split/groups.ts'
import type { PartsManifest } from './catalog-split/plugin.ts'

/** The parts of Vite's build manifest (dist/.vite/manifest.json) the selection reads. */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
export type BuildManifest = Record<string, ManifestChunk>

/**
 * The shell every page stands on, in both languages: the page, the app (with the site's layout),
 * the parts of the layout that load after the first render (the header's menu and account links,
 * the footer, the app offers, the toasts' cards: issue 20), the worker's registration.
 */
const SHELL_SOURCES = [
  'index.html',
  APP_SOURCE,
  partId(START_GROUP, 'en'),
  partId(START_GROUP, 'sw'),
  'app/lib/pwa/register-service-worker.ts',
  'app/layout/header-parts.ts',
  'app/layout/site-footer.tsx',
  'app/layout/app-offers.tsx',
  'app/components/ui/toast-cards.tsx',
] as const

/**
 * What a person must find offline whichever page they opened first (issue 11, part 2). The worker
 * precaches the entry and everything it can ever load (`precacheFiles`); this list only checks
 * that these sources are among them, so a renamed route or a dependency cut cannot quietly drop
 * them. Sources are paths from the project's root, without the router's `?tsr-split=...` suffix.
 */
export const REQUIRED_OFFLINE_SOURCES = [
  ...SHELL_SOURCES,
  'app/routes/_site/index.tsx',
  'app/routes/_site/crisis-resources.tsx',
  'app/routes/_site/blog.tsx',
  'app/routes/_site/assessment-tools.tsx',
  'app/routes/_site/webinars-events.tsx',
  'app/routes/_site/support-groups.tsx',
  'app/routes/_site/educational-videos.tsx',
  'app/routes/_site/careers.tsx',
  'app/routes/_site/privacy-policy.tsx',
  'app/routes/_site/terms-of-service.tsx',
  'app/routes/_site/cookie-policy.tsx',
  'app/routes/auth.tsx',
  'app/routes/_site/professional/dashboard.tsx',
  'app/features/dashboard/bookings/session-notes-dialog.tsx',
  'app/features/dashboard/profile/profile-tab.tsx',
  'app/features/booking/booking-dialog.tsx',
  'app/features/local-forms/booking-demo-form.tsx',
  'app/features/local-forms/contact-form.tsx',
  'app/features/local-forms/qa-ask-form.tsx',
  'app/features/offline/offline-root.tsx',
  'app/lib/offline/query-copies.ts',
  'app/lib/offline/clear-personal-data.ts',
] as const

/**
 * What the worker precaches with Save data on (issue 20, docs/decisions/015-save-data.md): the
 * shell and the crisis page, in both languages, with what they import statically. Anything else
 * is precached only without Save data, or once the person opens it.
 */
export const SAVE_DATA_CORE_SOURCES = [...SHELL_SOURCES, 'app/routes/_site/crisis-resources.tsx'] as const

/**
 * The signed-in pages, with the roles that may open them (their routes' `beforeLoad`). What only
 * these pages load is precached for a person of those roles once signed in, not for every visitor
 * (issue 20: the admin's screens are not a client's download; docs/decisions/017-precache-by-role.md).
 */
export const SIGNED_IN_SOURCES: readonly (readonly [source: string, roles: readonly Role[]])[] = [
  ['app/routes/_site/my-sessions.tsx', ['user']],
  ['app/routes/_site/professional/dashboard.tsx', ['professional']],
  ['app/routes/_site/admin.tsx', ['admin']],
  ['app/routes/_site/admin_.places.tsx', ['admin']],
  ['app/routes/_site/messages/$bookingId.tsx', ['user', 'professional']],
  ['app/routes/_site/account.tsx', ROLES],
  ['app/routes/_site/notifications.tsx', ROLES],
  // Not pages, but shown only to a person signed in: Book a Session (Book Now takes anyone else
  // to sign in first), the question before logging out, and the notes dialog beside a Chat
  // session's thread, which only its professional opens.
  ['app/features/booking/booking-dialog.tsx', ['user']],
  ['app/layout/logout-question.tsx', ROLES],
  ['app/features/dashboard/bookings/session-notes-dialog.tsx', ['professional']],
]

/**
 * The output files holding a source's modules. A chunk group can put a source in a chunk shared
 * with others, which has no manifest key of its own (vite/chunk-areas.ts), so the build records
 * where each module went (vite/precache-selection-plugin.ts). Sources carry no `?` suffix.
 */
export type FilesOf = (source: string) => readonly string[]

/**
 * The output files of the chunks at `keys` and of what they import (statically, and with `dynamic`
 * also dynamically, but not the chunks in `stop`), with their CSS and assets, plus `index.html`. A
 * chunk imported statically is taken even when in `stop`: what imports it cannot run without it.
 * The chunks in `fenced` are never taken.
 */
function reachable(
  manifest: BuildManifest,
  keys: readonly string[],
  dynamic: boolean,
  stop: ReadonlySet<string> = new Set(),
  fenced: ReadonlySet<string> = new Set(),
): Set<string> {
  const files = new Set<string>(['index.html'])
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || fenced.has(key) || !chunk) return
    seen.add(key)
    files.add(chunk.file)
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
    if (dynamic) for (const imported of chunk.dynamicImports ?? []) if (!stop.has(imported)) visit(imported)
  }
  keys.forEach(visit)
  return files
}

/**
 * The output files of the chunks holding these sources and of what they import statically, with
 * their CSS and assets and the catalog's parts they wait for (`parts`, by file), plus
 * `index.html`. Fails when a source is not built.
 */
export function coreFiles(
  manifest: BuildManifest,
  sources: readonly string[],
  filesOf: FilesOf,
  parts: PartsManifest = {},
): Set<string> {
  const keys = sources.flatMap((source) => keysHolding(manifest, source, filesOf))
  return withParts(reachable(manifest, keys, false), parts)
}

/** The manifest's keys of the chunks holding a source's modules; fails when the source is not built. */
function keysHolding(manifest: BuildManifest, source: string, filesOf: FilesOf): string[] {
  const held = new Set(filesOf(source))
  const built = Object.keys(manifest).filter((key) => held.has(manifest[key]!.file))
  if (built.length === 0) throw new Error(`Precache: ${source} is not in the build`)
  return built
}

/** The files with the catalog's parts they wait for before they run, in both languages. */
function withParts(files: Set<string>, parts: PartsManifest): Set<string> {
  for (const file of [...files])
    for (const partFiles of Object.values(parts[file] ?? {})) partFiles.forEach((part) => files.add(part))
  return files
}

/**
 * Loaded only when used, never precached for every visitor: the phone numbers' metadata (about
 * 29 KB), which a phone field loads once a number is typed (app/components/form/phone-check.ts;
 * offline the server checks the number when the write is sent).
 */
export const LOADED_WHEN_USED_SOURCES = ['api/contract/phone.ts'] as const

/**
 * Who each output file is precached for: `undefined` for every visitor (what the entries reach
 * without a dynamic import of a signed-in source or of a file loaded when used, and what that
 * imports statically, with the catalog's parts it waits for and the catalog's start); the roles
 * whose signed-in sources (`SIGNED_IN_SOURCES`) load it, statically or later but not through
 * another signed-in source; or no role at all, for a file only loaded when used. The catalog's loader can import every part, so parts count only where a chunk waits
 * for them.
 */
export function precacheRoles(
  manifest: BuildManifest,
  filesOf: FilesOf,
  parts: PartsManifest,
): (file: string) => Role[] | undefined {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const startup = reachable(manifest, [...entries, ...keysHolding(manifest, APP_SOURCE, filesOf)], false)
  const pages = SIGNED_IN_SOURCES.map(([source, roles]) => ({
    roles,
    // A route's definition sits with the router in the startup chunks; its page is the split chunk.
    keys: keysHolding(manifest, source, filesOf).filter((key) => !startup.has(manifest[key]!.file)),
  }))
  const partKeys = Object.keys(manifest).filter((key) => key.startsWith(PART_PREFIX))
  const whenUsed = LOADED_WHEN_USED_SOURCES.flatMap((source) => keysHolding(manifest, source, filesOf))
  const stop = new Set([...pages.flatMap(({ keys }) => keys), ...partKeys, ...whenUsed])
  const forEveryone = withParts(reachable(manifest, entries, true, stop), parts)
  for (const locale of CATALOG_LOCALES) filesOf(partId(START_GROUP, locale)).forEach((file) => forEveryone.add(file))
  // A file for everyone leads to nothing more of a page's own (the route table is there).
  const publicKeys = new Set(Object.keys(manifest).filter((key) => forEveryone.has(manifest[key]!.file)))
  const rolesOf = new Map<string, Role[]>()
  // What a page loads later through another signed-in source is that source's roles' only.
  const pageStop = new Set([...pages.flatMap(({ keys }) => keys), ...partKeys])
  for (const { roles, keys } of pages)
    for (const file of withParts(reachable(manifest, keys, true, pageStop, publicKeys), parts))
      if (!forEveryone.has(file)) rolesOf.set(file, [...new Set([...(rolesOf.get(file) ?? []), ...roles])])
  return (file) => (forEveryone.has(file) ? undefined : (rolesOf.get(file) ?? []))
}

/** The language of each output file holding a part of the catalog (precached beyond the core for that language only). */
export function partLocales(manifest: BuildManifest): Map<string, string> {
  return new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const part = parsePartId(key)
      return part ? [[chunk.file, part.locale] as const] : []
    }),
  )
}

/**
 * The output files (paths relative to the build folder) of the build's entries and of everything
 * they import, statically or dynamically, with their CSS and assets (images), plus `index.html`:
 * every file the app can ever load. Fails when a required source is not among them.
 */
export function precacheFiles(manifest: BuildManifest, required: readonly string[], filesOf: FilesOf): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const files = reachable(manifest, entries, true)
  for (const source of required) {
    if (!filesOf(source).some((file) => files.has(file)))
      throw new Error(`Precache: ${source} is not in the build or not loaded by the app`)
  }
  return files
}
