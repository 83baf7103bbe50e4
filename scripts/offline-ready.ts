import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { siteRoutes } from '../e2e/site-routes'
import { CHROMIUM_ARGS } from './chromium-args'
import { countingProxy, downloadedTwice, type Transfer } from './counting-proxy'
import { buildApp, median, startServer } from './production-server'

/**
 * `npm run offline-ready`: how long after the first paint of a cold first visit to / the app works
 * offline (issue 11, part 5). Builds the app, starts the production server behind a proxy that
 * records every transfer, and opens / in a fresh Chromium profile at 400 kbps down, 400 kbps up and
 * 400 ms round trips, the page AND its service worker throttled. Ready = the worker is activated
 * (its install, the whole precache, is done); then, with no network for page and worker, every
 * page a visitor can open must show its heading (the run fails otherwise). RUNS times; prints
 * each run, the median, and every URL whose body was downloaded more than once.
 */
const RUNS = Number(process.env.OFFLINE_READY_RUNS ?? 3)
const PORT = Number(process.env.OFFLINE_READY_PORT ?? 3140)
const PROXY_PORT = PORT + 1
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`
const TARGET_MS = 15_000
const KBPS = 400
const THROTTLE = {
  offline: false,
  latency: 400,
  downloadThroughput: (KBPS * 1000) / 8,
  uploadThroughput: (KBPS * 1000) / 8,
}
const OFFLINE_PAGES = siteRoutes.filter((route) => !route.professional && !route.values)

type Run = {
  firstPaintMs: number
  readyMs: number
  sinceFirstPaintMs: number
  duplicated: string[]
  transferred: { count: number; kilobytes: number }
  failingOffline: string[]
}

/**
 * Throttles the page, and through the page's auto-attach every worker that serves it from its first
 * instruction (each new target is held until its network is slowed). Playwright gives no CDP
 * session for a worker, so its commands go through the page's session (Target.sendMessageToTarget).
 */
async function throttlePageAndWorkers(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  let id = 0
  session.on('Target.attachedToTarget', ({ sessionId, waitingForDebugger }) => {
    const send = (method: string, params: object = {}) =>
      session
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) })
        .catch(() => undefined)
    void send('Network.enable')
    void send('Network.emulateNetworkConditions', THROTTLE)
    if (waitingForDebugger) void send('Runtime.runIfWaitingForDebugger')
  })
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', THROTTLE)
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
}

/**
 * In the page: when its service worker is activated, in the page's own clock (as first-paint is).
 * A string, because tsx would add its own helpers to a function's source, unknown to the page.
 */
const RECORD_WORKER_ACTIVATION = `
  navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active
    const done = () => { window.__workerActivatedAt = performance.now() }
    if (worker.state === 'activated') return done()
    worker.addEventListener('statechange', () => { if (worker.state === 'activated') done() })
  })`

/** With no network for page and worker: the pages that did not show their heading. */
async function pagesFailingOffline(context: BrowserContext): Promise<string[]> {
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  const page = await context.newPage()
  const failing: string[] = []
  for (const route of OFFLINE_PAGES) {
    const shown = await page
      .goto(`${ORIGIN}${route.path}`)
      .then(() =>
        page.getByRole('heading', { level: 1, name: route.heading, exact: true }).waitFor({ timeout: 15_000 }),
      )
      .then(
        () => true,
        () => false,
      )
    if (!shown) failing.push(route.path)
  }
  return failing
}

async function oneRun(browser: Browser, transfers: Transfer[]): Promise<Run> {
  transfers.length = 0
  const context = await browser.newContext()
  try {
    await context.addInitScript(RECORD_WORKER_ACTIVATION)
    const page = await context.newPage()
    await throttlePageAndWorkers(page)
    await page.goto(`${ORIGIN}/`)
    const readyMs = Number(
      await page
        .waitForFunction(() => Reflect.get(window, '__workerActivatedAt') as number | undefined, null, {
          timeout: 180_000,
          polling: 100,
        })
        .then((handle) => handle.jsonValue()),
    )
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN)
    const duplicated = downloadedTwice(transfers)
    const transferred = { count: transfers.length, kilobytes: transfers.reduce((sum, t) => sum + t.bytes, 0) / 1000 }
    const failingOffline = await pagesFailingOffline(context)
    return { firstPaintMs, readyMs, sinceFirstPaintMs: readyMs - firstPaintMs, duplicated, transferred, failingOffline }
  } finally {
    await context.close()
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<void> {
  buildApp()
  const workDir = mkdtempSync(join(tmpdir(), 'wellness-offline-ready-'))
  const server = await startServer(PORT, join(workDir, 'data'))
  const proxy = countingProxy(PORT)
  await new Promise<void>((resolve) => proxy.server.listen(PROXY_PORT, '127.0.0.1', resolve))
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    console.log(`Cold first visit to / at ${KBPS} kbps down and up, ${THROTTLE.latency} ms RTT, page and worker:`)
    const runs: Run[] = []
    for (let index = 1; index <= RUNS; index++) {
      const run = await oneRun(browser, proxy.transfers)
      runs.push(run)
      console.log(
        `run ${index}: first paint ${seconds(run.firstPaintMs)}, offline-ready ${seconds(run.readyMs)}, ` +
          `${seconds(run.sinceFirstPaintMs)} after first paint; ${run.transferred.count} transfers, ` +
          `${run.transferred.kilobytes.toFixed(0)} KB; downloaded twice: ${run.duplicated.length}` +
          (run.duplicated.length ? ` (${run.duplicated.join(', ')})` : '') +
          `; offline: ${OFFLINE_PAGES.length - run.failingOffline.length} of ${OFFLINE_PAGES.length} pages open` +
          (run.failingOffline.length ? ` (not: ${run.failingOffline.join(', ')})` : ''),
      )
    }
    const result = median(runs.map((run) => run.sinceFirstPaintMs))
    const met = result <= TARGET_MS
    console.log(
      `\nMedian of ${RUNS}: offline-ready ${seconds(result)} after first paint ` +
        `(target ${seconds(TARGET_MS)}: ${met ? 'met' : 'NOT MET'}).`,
    )
    if (runs.some((run) => run.failingOffline.length > 0)) process.exitCode = 1
  } finally {
    await browser.close()
    proxy.server.close()
    server.kill()
    rmSync(workDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`\noffline-ready failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
