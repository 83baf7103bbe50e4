import { Worker } from 'node:worker_threads'

export type RenderedPage = { markup: string; title: string }

// Each page renders in a worker of its own: a fresh module graph, so what one render loaded (a lazy
// form, the other locale) cannot leak into the next; every page shows what the app's first render shows.
const RENDER_IN_WORKER = `
  import { parentPort, workerData } from 'node:worker_threads'
  const { renderPage } = await import(workerData.bundle)
  parentPort.postMessage(await renderPage(workerData.path, workerData.locale))
`

/** Renders `path` in `locale` with app/prerender.tsx's renderPage, from its Node bundle (a file URL). */
export function renderInWorker(bundle: string, path: string, locale: string): Promise<RenderedPage> {
  return new Promise((resolvePage, reject) => {
    const worker = new Worker(RENDER_IN_WORKER, { eval: true, workerData: { bundle, path, locale } })
    worker.once('message', (page: RenderedPage) => {
      resolvePage(page)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}
