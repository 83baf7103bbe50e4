import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { REQUIRED_OFFLINE_SOURCES, precacheFiles, type BuildManifest } from './precache-selection.ts'

/**
 * Narrows Workbox's precache list (every file its globs found) to `precacheFiles` of the build's
 * own manifest. The plugin only learns the build folder (`--outDir` may move it); the transform
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
    return { manifest: entries.filter((entry) => selected.has(entry.url)), warnings: [] }
  }
  return { plugin, transform }
}
