import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Vite copies public/ into the build; the MSW worker is a development tool and must not ship. */
export function dropMswWorker(): Plugin {
  let outDir = ''
  return {
    name: 'pwa:drop-msw-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}
