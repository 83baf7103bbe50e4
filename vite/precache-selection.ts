import { APP_SOURCE } from './preload-app-chunk.ts'

/** The parts of Vite's build manifest (dist/.vite/manifest.json) the selection reads. */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
  assets?: string[]
}
export type BuildManifest = Record<string, ManifestChunk>

/**
 * What the service worker precaches (issue 5, part 2): the app shell, the pages a person must be
 * able to read with no network, and both catalogs. Sources are manifest keys without the router's
 * `?tsr-split=...` suffix. Everything else is cached at run time (app/sw.ts).
 */
export const PRECACHED_SOURCES = [
  'index.html',
  // The app itself: the entry (index.html) loads it with a dynamic import (app/main.tsx).
  APP_SOURCE,
  'locales/en.po',
  'locales/sw.po',
  // The worker's registration, which every page loads after its first render, offline too.
  'app/lib/pwa/register-service-worker.ts',
  // The phone navigation: without it a person offline on a phone cannot move between pages.
  'app/layout/mobile-menu.tsx',
  // What lets a visitor who arrived online book with no network: the Book Now dialog, the outbox's
  // list and sender, and the stored copies (Dexie). Loaded lazily, so kept apart from the first load.
  'app/features/booking/booking-dialog.tsx',
  'app/features/offline/offline-root.tsx',
  'app/lib/offline/snapshots.ts',
  'app/routes/_site.tsx',
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
] as const

const sourceOf = (key: string) => key.split('?')[0]!

/**
 * The output files (paths relative to the build folder) of the given sources and of everything
 * they import statically, with their CSS and assets (images). Dynamic imports are left out: they
 * are what the page loads later (dialogs, forms). A source that matches no manifest key is an
 * error, so a renamed route cannot silently drop out of the offline set.
 */
export function precacheFiles(manifest: BuildManifest, sources: readonly string[]): Set<string> {
  const files = new Set<string>(['index.html'])
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    files.add(chunk.file)
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const source of sources) {
    const keys = Object.keys(manifest).filter((key) => sourceOf(key) === source)
    if (keys.length === 0) throw new Error(`Precache: ${source} is not in the build manifest`)
    keys.forEach(visit)
  }
  return files
}
