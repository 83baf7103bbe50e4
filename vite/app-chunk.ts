import type { Rolldown } from 'vite'

/** The app's own module, which the entry (app/main.tsx) imports dynamically; every page loads it first. */
export const APP_SOURCE = 'app/start-app.tsx'

/** The chunk that holds the app's module and all it imports statically (vite/startup-chunk.ts). */
export const STARTUP_CHUNK = 'startup'

/**
 * The output files of the chunk holding the app's module (the startup chunk: vite/startup-chunk.ts)
 * and of everything it imports statically, in the bundle.
 */
export function appChunkFiles(bundle: Rolldown.OutputBundle, source = APP_SOURCE): Set<string> {
  const app = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(source)),
  )
  if (!app) throw new Error(`no chunk for ${source} in the bundle`)
  const files = new Set<string>()
  const visit = (fileName: string) => {
    const output = bundle[fileName]
    if (files.has(fileName) || output?.type !== 'chunk') return
    files.add(fileName)
    for (const imported of output.imports) visit(imported)
  }
  visit(app.fileName)
  return files
}
