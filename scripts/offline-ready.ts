import { type Browser, type BrowserContext } from '@playwright/test'
import { siteRoutes } from '../e2e/site-routes'
import { downloadedTwice, type Transfer } from './counting-proxy'
import { median } from './production-server'
import { startBench, throttledVisit, THROTTLING, workerActivated } from './throttled-visit'

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
const TARGET_MS = 15_000
const OFFLINE_PAGES = siteRoutes.filter((route) => !route.professional && !route.values && !route.seeded)

type Run = {
  firstPaintMs: number
  readyMs: number
  sinceFirstPaintMs: number
  duplicated: string[]
  transferred: { count: number; kilobytes: number }
  failingOffline: string[]
}

/** With no network for page and worker: the pages that did not show their heading. */
async function pagesFailingOffline(context: BrowserContext, origin: string): Promise<string[]> {
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  const page = await context.newPage()
  const failing: string[] = []
  for (const route of OFFLINE_PAGES) {
    const shown = await page
      .goto(`${origin}${route.path}`)
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

async function oneRun(browser: Browser, origin: string, transfers: Transfer[]): Promise<Run> {
  transfers.length = 0
  const context = await browser.newContext()
  try {
    const page = await throttledVisit(context, `${origin}/`, { cold: true })
    const readyMs = await workerActivated(page)
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN)
    const duplicated = downloadedTwice(transfers)
    const transferred = { count: transfers.length, kilobytes: transfers.reduce((sum, t) => sum + t.bytes, 0) / 1000 }
    const failingOffline = await pagesFailingOffline(context, origin)
    return { firstPaintMs, readyMs, sinceFirstPaintMs: readyMs - firstPaintMs, duplicated, transferred, failingOffline }
  } finally {
    await context.close()
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<void> {
  const { origin, proxy, browser, close } = await startBench(PORT, 'offline-ready')
  try {
    console.log(`Cold first visit to / at ${THROTTLING}, page and worker:`)
    const runs: Run[] = []
    for (let index = 1; index <= RUNS; index++) {
      const run = await oneRun(browser, origin, proxy.transfers)
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
    await close()
  }
}

main().catch((error: unknown) => {
  console.error(`\noffline-ready failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
