import { APP_SOURCE } from './app-chunk.ts'
import { START_GROUP, partId } from './catalog-split/groups.ts'
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
export const SAVE_DATA_CORE_SOURCES = [
  ...SHELL_SOURCES,
  'app/features/offline/offline-root.tsx',
  'app/routes/_site/crisis-resources.tsx',
] as const

/**
 * The output files holding a source's modules. A chunk group can put a source in a chunk shared
 * with others, which has no manifest key of its own (vite/chunk-areas.ts), so the build records
 * where each module went (vite/precache-selection-plugin.ts). Sources carry no `?` suffix.
 */
export type FilesOf = (source: string) => readonly string[]

/**
 * The output files of the chunks at `keys` and of what they import (statically, and with `dynamic`
 * also dynamically), with their CSS and assets, plus `index.html`.
 */
function reachable(manifest: BuildManifest, keys: readonly string[], dynamic: boolean): Set<string> {
  const files = new Set<string>(['index.html'])
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    files.add(chunk.file)
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const imported of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) visit(imported)
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
  const keys = sources.flatMap((source) => {
    const held = new Set(filesOf(source))
    const built = Object.keys(manifest).filter((key) => held.has(manifest[key]!.file))
    if (built.length === 0) throw new Error(`Precache: ${source} is not in the build`)
    return built
  })
  const files = reachable(manifest, keys, false)
  // The catalog's parts these chunks wait for before they run, in both languages.
  for (const file of [...files])
    for (const partFiles of Object.values(parts[file] ?? {})) partFiles.forEach((part) => files.add(part))
  return files
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
