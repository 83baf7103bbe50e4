import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { PRERENDERED_DIR, prerenderedFile } from '../api/http/prerendered.ts'
import { PRERENDERED_LOCALE_ATTRIBUTE } from '../app/lib/prerender-marker.ts'

/**
 * The public pages a person may open first, with no session: their first screen is built into
 * static HTML per locale, so it shows before the JavaScript has loaded (docs/decisions/006).
 */
export const PRERENDERED_PATHS = ['/', '/crisis-resources', '/auth']
const LOCALES = ['en', 'sw'] as const
const SERVER_BUNDLE_PREFIX = 'wellness-prerender-'

// Each page renders in a worker of its own: a fresh module graph, so what one render loaded (a lazy
// form, the other locale) cannot leak into the next; every page shows what the app's first render shows.
const RENDER_IN_WORKER = `
  import { parentPort, workerData } from 'node:worker_threads'
  const { renderPage } = await import(workerData.bundle)
  parentPort.postMessage(await renderPage(workerData.path, workerData.locale))
`

type RenderedPage = { markup: string; title: string }

function renderInWorker(bundle: string, path: string, locale: string): Promise<RenderedPage> {
  return new Promise((resolvePage, reject) => {
    const worker = new Worker(RENDER_IN_WORKER, { eval: true, workerData: { bundle, path, locale } })
    worker.once('message', (page: RenderedPage) => {
      resolvePage(page)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

/**
 * The page's markup inside dist/index.html. Scripts the router writes for server rendering are
 * dropped (the CSP allows no inline script; the client renders none there either). The stylesheet
 * is inlined (the CSP allows inline styles): the page paints with the HTML alone, one round trip
 * sooner on a slow network, at about 8 KB gzip more per prerendered page.
 */
async function pageHtml(outDir: string, template: string, page: RenderedPage, locale: string): Promise<string> {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">')
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title>')
  const body = page.markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  let html = template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_LOCALE_ATTRIBUTE}="${locale}">${body}</div>`)
  // The page paints from this HTML alone. Its small entry script asks for the app only after that
  // first paint (app/main.tsx), so the shell's modulepreloads go, and the entry itself is fetched at
  // low priority: on a slow connection the page's own bytes come first (and Lighthouse's simulation
  // no longer counts the app's scripts as holding up the first paint).
  html = html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"')
  for (const link of template.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
    const href = /href="\/([^"]+)"/.exec(link)?.[1]
    if (!href) throw new Error(`a stylesheet link without a local href: ${link}`)
    const css = await readFile(join(outDir, href), 'utf8')
    html = html.replace(link, () => `<style>${css}</style>`)
  }
  return html
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * After the client build: builds app/prerender.tsx for Node, renders each page in each locale into
 * dist/prerendered/<locale>/, and removes the Node bundle. The server picks the file (api/http/static.ts).
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'wellness:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
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
        const template = await readFile(join(outDir, 'index.html'), 'utf8')
        for (const locale of LOCALES) {
          for (const path of PRERENDERED_PATHS) {
            const file = prerenderedFile(outDir, path, locale)!
            await mkdir(dirname(file), { recursive: true })
            await writeFile(file, await pageHtml(outDir, template, await renderInWorker(bundle, path, locale), locale))
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
