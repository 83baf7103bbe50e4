import { saveDataOn, saveDataStore } from '../save-data/save-data'
import { PRECACHE_REST } from './save-data-precache'

/**
 * With Save data off, asks the running worker for the files an install with Save data on skipped
 * (issue 20): now, and whenever the person turns Save data off. The worker fetches only what its
 * cache lacks, so asking when nothing was skipped costs no download.
 */
export function askForSkippedFiles(container: ServiceWorkerContainer): void {
  const ask = () => {
    if (saveDataOn()) return
    Promise.resolve()
      .then(() => container.getRegistration())
      .then((registration) => registration?.active?.postMessage({ type: PRECACHE_REST }))
      .catch(() => undefined)
  }
  ask()
  saveDataStore.subscribe((state, previous) => {
    if (saveDataOn(previous) && !saveDataOn(state)) ask()
  })
}
