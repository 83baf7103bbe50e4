import { type Browser, type BrowserContext, type Page } from '@playwright/test'
import type { CountingProxy } from './counting-proxy'
import { attribute, kilobytes, verdicts, wireCost, type Cost, type Figure } from './data-cost-figures'
import { startBench, throttledVisit, THROTTLING, workerActivated } from './throttled-visit'

/**
 * `npm run data-cost`: what a visit to / costs a person in bytes on the wire (issue 20, part 4).
 * Builds the app, starts the production server behind the counting proxy and opens / in a fresh
 * Chromium profile at offline-ready's throttling (page and worker), RUNS times without Save-Data and
 * RUNS times with it; each run without it is followed by a signed-out repeat visit in the same
 * profile, the worker installed. Counted: every answer's body as sent plus the request's and the
 * answer's headers; API answers (/api/...) are not. Prints every run, the medians and the bytes per
 * kind of file (with DATA_COST_FILES=1, per file); fails after printing when a median is over its budget.
 */
const RUNS = Number(process.env.DATA_COST_RUNS ?? 3)
const PORT = Number(process.env.DATA_COST_PORT ?? 3150)
const KB = 1000
const BUDGETS = { readyBytes: 350 * KB, readySaveDataBytes: 180 * KB, repeatBytes: 10 * KB }
// The repeat visit's tail: the worker's update check of /sw.js follows the page's own requests.
const REPEAT_QUIET_MS = 3000

type FirstVisit = { idle: Cost; ready: Cost; readyTransfers: CountingProxy['transfers']; withoutSaveData: string[] }

/** Until `ms` pass with no request open at the proxy and none new. */
async function proxyQuiet(proxy: CountingProxy, ms: number): Promise<void> {
  let seen = -1
  let quietSince = Date.now()
  while (Date.now() - quietSince < ms) {
    if (proxy.open() > 0 || proxy.transfers.length !== seen) {
      seen = proxy.transfers.length
      quietSince = Date.now()
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Whether the page (and its worker, when it runs) report navigator.connection.saveData. */
async function reportedSaveData(page: Page, context: BrowserContext): Promise<string> {
  type WithConnection = { connection?: { saveData?: boolean } }
  const inPage = await page.evaluate(() => (navigator as WithConnection).connection?.saveData)
  const worker = context.serviceWorkers()[0]
  const inWorker = worker && (await worker.evaluate(() => (navigator as WithConnection).connection?.saveData))
  return `navigator.connection.saveData: page ${String(inPage)}, worker ${String(inWorker)}`
}

/** A cold first visit to / in `context`: the cost once the page is idle and once the worker is ready. */
async function firstVisit(context: BrowserContext, origin: string, proxy: CountingProxy, saveData: boolean) {
  proxy.transfers.length = 0
  // CDP gives page and worker the header and navigator.connection.saveData, but the browser's own
  // fetch of the worker's script (/sw.js) belongs to no target: the proxy adds the header there.
  if (saveData) proxy.addedHeaders['save-data'] = 'on'
  else delete proxy.addedHeaders['save-data']
  const page = await throttledVisit(context, `${origin}/`, { cold: true, saveData })
  // Idle: the page has had no request open for 500 ms (the worker's transfers by then included).
  await page.waitForLoadState('networkidle')
  const idle = wireCost(proxy.transfers)
  await workerActivated(page)
  const readyTransfers = [...proxy.transfers]
  const withoutSaveData = readyTransfers.filter((transfer) => !transfer.saveData).map((transfer) => transfer.path)
  const saveDataReport = saveData ? await reportedSaveData(page, context) : ''
  await page.close()
  return { visit: { idle, ready: wireCost(readyTransfers), readyTransfers, withoutSaveData }, saveDataReport }
}

/** The same profile opens / again, signed out: what the network still carries. */
async function repeatVisit(context: BrowserContext, origin: string, proxy: CountingProxy) {
  await proxyQuiet(proxy, REPEAT_QUIET_MS)
  proxy.transfers.length = 0
  const page = await throttledVisit(context, `${origin}/`)
  await page.waitForLoadState('networkidle')
  await proxyQuiet(proxy, REPEAT_QUIET_MS)
  return {
    cost: wireCost(proxy.transfers),
    paths: proxy.transfers.map((transfer) => `${transfer.path} ${transfer.status}`),
  }
}

const costText = (cost: Cost) =>
  `${kilobytes(cost.bytes)} (${cost.transfers} transfers, ${kilobytes(cost.headerBytes)} of it headers)`

async function visits(browser: Browser, origin: string, proxy: CountingProxy, saveData: boolean) {
  const firstVisits: FirstVisit[] = []
  const repeats: Cost[] = []
  console.log(`\nCold first visit to /, ${saveData ? 'WITH' : 'without'} Save-Data:`)
  for (let index = 1; index <= RUNS; index++) {
    const context = await browser.newContext()
    try {
      const { visit, saveDataReport } = await firstVisit(context, origin, proxy, saveData)
      firstVisits.push(visit)
      const missing = saveData
        ? `; Save-Data added by the proxy: ${visit.withoutSaveData.join(', ') || 'nowhere'}; ${saveDataReport}`
        : ''
      let line = `run ${index}: until idle ${costText(visit.idle)}, until offline-ready ${costText(visit.ready)}${missing}`
      if (!saveData) {
        const repeat = await repeatVisit(context, origin, proxy)
        repeats.push(repeat.cost)
        line += `; repeat visit ${costText(repeat.cost)}: ${repeat.paths.join(', ')}`
      }
      console.log(line)
    } finally {
      await context.close()
    }
  }
  return { firstVisits, repeats }
}

function printAttribution(name: string, runs: FirstVisit[]): void {
  const transfers = runs.at(-1)!.readyTransfers
  const parts = attribute(transfers)
  console.log(`  ${name}, last run: ${parts.map(([kind, bytes]) => `${kind} ${kilobytes(bytes)}`).join(', ')}`)
  // DATA_COST_FILES=1: every transfer of that run, largest first, to see where the bytes go.
  if (process.env.DATA_COST_FILES !== '1') return
  for (const transfer of [...transfers].sort((a, b) => b.bytes - a.bytes))
    console.log(`    ${kilobytes(transfer.bytes).padStart(9)} ${transfer.status} ${transfer.path}`)
}

async function main(): Promise<void> {
  const { origin, proxy, browser, close } = await startBench(PORT, 'data-cost')
  try {
    console.log(`Bytes on the wire at ${THROTTLING}, page and worker; API answers not counted.`)
    const plain = await visits(browser, origin, proxy, false)
    const saving = await visits(browser, origin, proxy, true)
    const figures: Figure[] = [
      { name: 'first visit until idle', runs: plain.firstVisits.map((visit) => visit.idle.bytes) },
      {
        name: 'first visit until offline-ready',
        runs: plain.firstVisits.map((visit) => visit.ready.bytes),
        budgetBytes: BUDGETS.readyBytes,
      },
      { name: 'first visit until idle, Save-Data', runs: saving.firstVisits.map((visit) => visit.idle.bytes) },
      {
        name: 'first visit until offline-ready, Save-Data',
        runs: saving.firstVisits.map((visit) => visit.ready.bytes),
        budgetBytes: BUDGETS.readySaveDataBytes,
      },
      {
        name: 'repeat visit, signed out',
        runs: plain.repeats.map((cost) => cost.bytes),
        budgetBytes: BUDGETS.repeatBytes,
      },
    ]
    console.log(`\nMedian of ${RUNS} runs (KB = 1,000 bytes):`)
    const results = verdicts(figures)
    for (const { name, median, runs, budgetBytes, met } of results) {
      const budget = budgetBytes === undefined ? '' : ` (budget ${kilobytes(budgetBytes)}: ${met ? 'met' : 'OVER'})`
      console.log(`  ${name}: ${kilobytes(median)}; runs ${runs.map(kilobytes).join(', ')}${budget}`)
    }
    console.log('\nBytes per kind until offline-ready:')
    printAttribution('without Save-Data', plain.firstVisits)
    printAttribution('with Save-Data', saving.firstVisits)
    if (results.some((result) => !result.met)) process.exitCode = 1
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  console.error(`\ndata-cost failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
