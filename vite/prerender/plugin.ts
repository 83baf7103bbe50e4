import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type HtmlTagDescriptor, type Plugin, type ResolvedConfig } from 'vite'
import { PAGE_FORMS, PRERENDERED_DIR, prerenderedFile } from '../../api/http/prerendered.ts'
import { appChunkFiles } from '../app-chunk.ts'
import { pageHtml } from './page-html.ts'
import { renderInWorker } from './render-in-worker.ts'

/**
 * The public pages a person may open first, with no session: their first screen is built into
 * static HTML per locale, so it shows before the JavaScript has loaded (docs/decisions/006).
 */
export const PRERENDERED_PATHS = ['/', '/crisis-resources', '/auth']
const LOCALES = ['en', 'sw'] as const
const SERVER_BUNDLE_PREFIX = 'wellness-prerender-'

/**
 * The HTML every page starts from, decided here alone. The entry (app/main.tsx) loads the app with
 * a dynamic import, so that a prerendered page paints first and asks for the app after. The empty
 * shell (index.html, every other page) needs the app at once: it gets the app's chunks as
 * modulepreloads, saving a round trip, as Vite does for static imports. The prerendered pages are
 * made from index.html as it was before those links: after the client build, app/prerender.tsx is
 * built for Node, renders each page in each locale into dist/prerendered/<locale>/, and the Node
 * bundle is removed. The server picks the file (api/http/static.ts).
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig
  let template: string | undefined
  return {
    name: 'wellness:prerender',
    // After the plugins that change index.html, the PWA's manifest link among them (it is 'post' too).
    enforce: 'post',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        template = html
        return [...appChunkFiles(bundle)]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }))
      },
    },
    async closeBundle() {
      if (!template) throw new Error('prerender: the build transformed no index.html')
      const outDir = resolve(config.root, config.build.outDir)
      // Inside the project, so the Node bundle resolves its packages from node_modules even when the
      // build goes to a folder elsewhere (scripts/e2e.ts builds the second release into /tmp).
      const cacheDir = join(config.root, 'node_modules', '.cache')
      await mkdir(cacheDir, { recursive: true })
      const bundleDir = await mkdtemp(join(cacheDir, SERVER_BUNDLE_PREFIX))
      await build({
        root: config.root,
        mode: config.mode,
        // The client build already said what there is to say about this code.
        logLevel: 'error',
        build: {
          ssr: 'app/prerender.tsx',
          outDir: bundleDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      })
      try {
        const bundle = pathToFileURL(join(bundleDir, 'prerender.js')).href
        for (const locale of LOCALES) {
          for (const path of PRERENDERED_PATHS) {
            const page = await renderInWorker(bundle, path, locale)
            for (const form of PAGE_FORMS) {
              const file = prerenderedFile(outDir, path, locale, form)!
              await mkdir(dirname(file), { recursive: true })
              await writeFile(file, await pageHtml(outDir, template, page, locale, form))
            }
          }
        }
        config.logger.info(
          `prerendered ${PRERENDERED_PATHS.join(', ')} in ${LOCALES.join(', ')} to ${PRERENDERED_DIR}/`,
        )
      } finally {
        await rm(bundleDir, { recursive: true, force: true })
      }
    },
  }
}
