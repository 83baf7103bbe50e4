import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The app's own module, which the entry (app/main.tsx) imports dynamically; every page loads it first. */
export const APP_SOURCE = 'app/start-app.tsx'

/** The files of `fileName` and of everything it imports statically, in the bundle. */
function withStaticImports(bundle: OutputBundle, fileName: string, files = new Set<string>()): Set<string> {
  const output = bundle[fileName]
  if (files.has(fileName) || output?.type !== 'chunk') return files
  files.add(fileName)
  for (const imported of output.imports) withStaticImports(bundle, imported, files)
  return files
}

/**
 * app/main.tsx, the entry, loads the app (`source`) with a dynamic import, so a prerendered page
 * can paint before it is asked for. The empty shell (index.html, every other page) needs the app
 * at once: this puts the app's chunks in its <head> as modulepreloads, as Vite does for static
 * imports, saving a round trip. The prerendered pages drop them (scripts/vite-prerender.ts).
 */
export function preloadAppChunk(source = APP_SOURCE): Plugin {
  return {
    name: 'wellness:preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const app = Object.values(bundle).find(
          (output): output is OutputChunk => output.type === 'chunk' && !!output.facadeModuleId?.endsWith(source),
        )
        if (!app) throw new Error(`preloadAppChunk: no chunk for ${source}`)
        const tags: HtmlTagDescriptor[] = [...withStaticImports(bundle, app.fileName)]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }))
        return tags
      },
    },
  }
}
