import { saveDataOn, saveDataStore } from '../save-data/save-data'
import { PRECACHE_REST } from './save-data-precache'
import type { PageReader } from './page-reader'

/**
 * With Save data off, asks the worker for the files its install skipped (issue 20): those an
 * install with Save data on left, and those for the page's reader (the signed-in person's role,
 * the language). Asked now, whenever the person turns Save data off, signs in or changes the
 * language. The worker fetches only what its cache lacks, so asking when nothing was skipped costs
 * no download.
 */
export function askForSkippedFiles(container: ServiceWorkerContainer, reader: PageReader): void {
  const ask = () => {
    if (saveDataOn()) return
    Promise.resolve()
      .then(() => container.getRegistration())
      .then((registration) => {
        // During the first install the installing worker takes it, after that install's own files.
        const worker = registration?.active ?? registration?.waiting ?? registration?.installing
        worker?.postMessage({ type: PRECACHE_REST, ...reader.current() })
      })
      .catch(() => undefined)
  }
  ask()
  saveDataStore.subscribe((state, previous) => {
    if (saveDataOn(previous) && !saveDataOn(state)) ask()
  })
  reader.onChange(ask)
}
