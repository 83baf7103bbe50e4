import { readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { PARTS_MANIFEST, type PartsManifest } from './catalog-split/plugin.ts'
import {
  REQUIRED_OFFLINE_SOURCES,
  SAVE_DATA_CORE_SOURCES,
  coreFiles,
  precacheFiles,
  partLocales,
  precacheRoles,
  type BuildManifest,
} from './precache-selection.ts'

/** The precache as the worker gets it, for `npm run size`: each file with whom it is for. */
export const PRECACHE_LIST = '.vite/precache-entries.json'
export type PrecacheListEntry = { url: string; roles?: string[]; locale?: string }

/**
 * Narrows Workbox's precache list (every file its globs found) to `precacheFiles` of the build's
 * own manifest, marks `rest` the entries beyond the Save-data core, gives the entries not for
 * every visitor the `roles` they are for (none for a file loaded when used), and the catalog's parts
 * beyond the core their `locale` (app/lib/pwa/save-data-precache.ts).
 * The plugin learns the build folder (`--outDir` may move it) and which output chunks hold each
 * source (the manifest names only a chunk's first module); the transform runs after the app
 * build, when dist/.vite/manifest.json exists.
 */
export function precacheSelection(): { plugin: Plugin; transform: ManifestTransform } {
  let root = ''
  let outDir = ''
  const filesBySource = new Map<string, string[]>()
  const plugin: Plugin = {
    name: 'pwa:precache-selection',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      filesBySource.clear()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) {
          const path = id.split('?')[0]!
          // A virtual module keeps its own name (`\0` marks it as one).
          const source = isAbsolute(path) ? relative(root, path) : path.replace(/^\0/, '')
          filesBySource.set(source, [...(filesBySource.get(source) ?? []), output.fileName])
        }
      }
    },
  }
  const transform: ManifestTransform = async (entries) => {
    const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest
    const filesOf = (source: string) => filesBySource.get(source) ?? []
    const selected = precacheFiles(manifest, REQUIRED_OFFLINE_SOURCES, filesOf)
    const parts = JSON.parse(readFileSync(resolve(outDir, PARTS_MANIFEST), 'utf8')) as PartsManifest
    const core = coreFiles(manifest, SAVE_DATA_CORE_SOURCES, filesOf, parts)
    const rolesOf = precacheRoles(manifest, filesOf, parts)
    const locales = partLocales(manifest)
    const kept = entries.filter((entry) => selected.has(entry.url))
    const list: PrecacheListEntry[] = []
    const marked = kept.map((entry) => {
      if (core.has(entry.url)) {
        list.push({ url: entry.url })
        return entry
      }
      const roles = rolesOf(entry.url)
      const locale = locales.get(entry.url)
      list.push({ url: entry.url, roles, locale })
      return Object.assign(entry, { rest: true }, roles && { roles }, locale && { locale })
    })
    writeFileSync(resolve(outDir, PRECACHE_LIST), JSON.stringify(list, null, 2))
    return { manifest: marked, warnings: [] }
  }
  return { plugin, transform }
}
