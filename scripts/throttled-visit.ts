import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS } from './chromium-args'
import { countingProxy, type CountingProxy } from './counting-proxy'
import { buildApp, startServer } from './production-server'

/**
 * What `npm run offline-ready` and `npm run data-cost` share: the production build served behind a
 * counting proxy, a Chromium, and a visit at 400 kbps down and up with 400 ms round trips for the
 * page and its service worker.
 */
const KBPS = 400
const THROTTLE = {
  offline: false,
  latency: 400,
  downloadThroughput: (KBPS * 1000) / 8,
  uploadThroughput: (KBPS * 1000) / 8,
}

export const THROTTLING = `${KBPS} kbps down and up, ${THROTTLE.latency} ms RTT`

export type VisitOptions = { saveData?: boolean }

/** The CDP commands that slow a target's network and, with saveData, make it ask to save data. */
function networkCommands({ saveData = false }: VisitOptions): [string, object][] {
  const commands: [string, object][] = [
    ['Network.enable', {}],
    ['Network.emulateNetworkConditions', THROTTLE],
  ]
  if (saveData) {
    commands.push(['Network.setExtraHTTPHeaders', { headers: { 'Save-Data': 'on' } }])
    commands.push(['Emulation.setDataSaverOverride', { dataSaverEnabled: true }])
  }
  return commands
}

/**
 * Throttles the page, and through the page's auto-attach every worker that serves it from its first
 * instruction (each new target is held until its network is slowed). Playwright gives no CDP
 * session for a worker, so its commands go through the page's session (Target.sendMessageToTarget).
 * A command a target does not know (a worker has no Emulation domain) is ignored.
 */
async function throttlePageAndWorkers(page: Page, options: VisitOptions = {}): Promise<void> {
  const session = await page.context().newCDPSession(page)
  const commands = networkCommands(options)
  let id = 0
  session.on('Target.attachedToTarget', ({ sessionId, waitingForDebugger }) => {
    const send = (method: string, params: object = {}) =>
      session
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) })
        .catch(() => undefined)
    for (const [method, params] of commands) void send(method, params)
    if (waitingForDebugger) void send('Runtime.runIfWaitingForDebugger')
  })
  for (const [method, params] of commands) await session.send(method as 'Network.enable', params)
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

/**
 * Opens `origin` + `path` in a new page of `context`, throttled from its first request; a cold
 * visit records when its worker is activated (see workerActivated).
 */
export async function throttledVisit(
  context: BrowserContext,
  url: string,
  options: VisitOptions & { cold?: boolean } = {},
): Promise<Page> {
  if (options.cold) await context.addInitScript(RECORD_WORKER_ACTIVATION)
  const page = await context.newPage()
  await throttlePageAndWorkers(page, options)
  await page.goto(url)
  return page
}

/** Offline-ready: resolves with the page-clock time its worker was activated (needs RECORD_WORKER_ACTIVATION). */
export async function workerActivated(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => Reflect.get(window, '__workerActivatedAt') as number | undefined,
    null,
    {
      timeout: 180_000,
      polling: 100,
    },
  )
  return Number(await handle.jsonValue())
}

export type Bench = { origin: string; proxy: CountingProxy; browser: Browser; close: () => Promise<void> }

/** Builds the app, starts the server on `port` behind the counting proxy on port + 1, launches Chromium. */
export async function startBench(port: number, name: string): Promise<Bench> {
  buildApp()
  const workDir = mkdtempSync(join(tmpdir(), `wellness-${name}-`))
  const server = await startServer(port, join(workDir, 'data'))
  const proxy = countingProxy(port)
  const stop = () => {
    proxy.server.close()
    server.kill()
    rmSync(workDir, { recursive: true, force: true })
  }
  try {
    await new Promise<void>((resolve) => proxy.server.listen(port + 1, '127.0.0.1', resolve))
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    })
    const close = async () => {
      await browser.close()
      stop()
    }
    return { origin: `http://127.0.0.1:${port + 1}`, proxy, browser, close }
  } catch (error) {
    stop()
    throw error
  }
}
