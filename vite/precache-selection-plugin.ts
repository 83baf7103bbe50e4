import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { PARTS_MANIFEST, type PartsManifest } from './catalog-split/plugin.ts'
import {
  REQUIRED_OFFLINE_SOURCES,
  SAVE_DATA_CORE_SOURCES,
  coreFiles,
  precacheFiles,
  type BuildManifest,
} from './precache-selection.ts'

/**
 * Narrows Workbox's precache list (every file its globs found) to `precacheFiles` of the build's
 * own manifest, and marks `rest` the entries beyond the Save-data core (app/lib/pwa/save-data-precache.ts).
 * The plugin only learns the build folder (`--outDir` may move it); the transform
 * runs after the app build, when dist/.vite/manifest.json exists.
 */
export function precacheSelection(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir = ''
  const plugin: Plugin = {
    name: 'pwa:precache-selection',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
  }
  const transform: ManifestTransform = async (entries) => {
    const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest
    const selected = precacheFiles(manifest, REQUIRED_OFFLINE_SOURCES)
    const parts = JSON.parse(readFileSync(resolve(outDir, PARTS_MANIFEST), 'utf8')) as PartsManifest
    const core = coreFiles(manifest, SAVE_DATA_CORE_SOURCES, parts)
    const kept = entries.filter((entry) => selected.has(entry.url))
    return {
      manifest: kept.map((entry) => (core.has(entry.url) ? entry : Object.assign(entry, { rest: true }))),
      warnings: [],
    }
  }
  return { plugin, transform }
}
