/**
 * When the worker's first install may fetch the precache. The page registers the worker right
 * after its first paint (install-service-worker-early.ts), so the worker's own script is at hand
 * early; but its install fetches every file the app can load, some 150 requests that, made while
 * the page is still taking over, delay that take-over on a slow phone (Lighthouse performance on
 * the crisis page 87-98 with them, 99-100 without: npm run lighthouse). So the install waits until
 * a page says it has taken over and is idle, or until MAX_WAIT_MS, whichever comes first.
 * The go-ahead also says whether the person saves data (issue 20), which of the app's files the
 * page has loaded (with Save data on, the worker precaches only the core and those files) and its
 * reader: the signed-in person's role and the language (docs/decisions/017-precache-by-role.md).
 */
import { readReader, type Reader } from './save-data-precache'

const GO_AHEAD = 'PRECACHE_GO_AHEAD'
export const MAX_WAIT_MS = 10_000

export type GoAhead = { saveData: boolean; opened: string[] } & Reader

type NetworkInformation = { saveData?: boolean }

/** Without a page's word, the browser's own Save-Data (the worker cannot read the person's choice). */
const browserGoAhead = (worker: ServiceWorkerGlobalScope): GoAhead => ({
  saveData: (worker.navigator as WorkerNavigator & { connection?: NetworkInformation }).connection?.saveData === true,
  opened: [],
  role: null,
  locale: null,
})

function readGoAhead(data: unknown): GoAhead | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== GO_AHEAD) return null
  const { saveData, opened, ...reader } = data as {
    saveData?: unknown
    opened?: unknown
    role?: unknown
    locale?: unknown
  }
  return {
    saveData: saveData === true,
    opened: Array.isArray(opened) ? opened.filter((url): url is string => typeof url === 'string') : [],
    ...readReader(reader),
  }
}

/** The worker's side: resolves on a page's go-ahead or after the wait limit. */
export function pageGoAhead(worker: ServiceWorkerGlobalScope, maxWaitMs = MAX_WAIT_MS): Promise<GoAhead> {
  return new Promise((resolve) => {
    const done = (goAhead: GoAhead) => {
      clearTimeout(timer)
      worker.removeEventListener('message', onMessage)
      resolve(goAhead)
    }
    const onMessage = (event: ExtendableMessageEvent) => {
      const goAhead = readGoAhead(event.data)
      if (goAhead) done(goAhead)
    }
    const timer = setTimeout(() => done(browserGoAhead(worker)), maxWaitMs)
    worker.addEventListener('message', onMessage)
  })
}

/** The app's own files this page has loaded (what the person actually opened). */
function openedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`))
}

/**
 * The page's side, once it has taken over: tells the installing worker now and any later one when
 * it appears, with Save data and its reader (role and language) as they are at that moment.
 */
export async function giveGoAhead(
  container: ServiceWorkerContainer,
  saveData: () => boolean,
  reader: () => Reader,
): Promise<void> {
  const registration = await container.getRegistration()
  if (!registration) return
  const tell = () =>
    registration.installing?.postMessage({ type: GO_AHEAD, saveData: saveData(), opened: openedFiles(), ...reader() })
  tell()
  registration.addEventListener('updatefound', tell)
}
