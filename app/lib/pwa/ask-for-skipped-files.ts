import { saveDataOn, saveDataStore } from '../save-data/save-data'
import { PRECACHE_REST } from './save-data-precache'
import type { SignedInRole } from './signed-in-role'

/**
 * With Save data off, asks the worker for the files its install skipped (issue 20): those an
 * install with Save data on left, and the signed-in pages' files of the person's role. Asked now,
 * whenever the person turns Save data off, and whenever a person signs in. The worker fetches only
 * what its cache lacks, so asking when nothing was skipped costs no download.
 */
export function askForSkippedFiles(container: ServiceWorkerContainer, role: SignedInRole): void {
  const ask = () => {
    if (saveDataOn()) return
    Promise.resolve()
      .then(() => container.getRegistration())
      .then((registration) => {
        // During the first install the installing worker takes it, after that install's own files.
        const worker = registration?.active ?? registration?.waiting ?? registration?.installing
        worker?.postMessage({ type: PRECACHE_REST, role: role.current() })
      })
      .catch(() => undefined)
  }
  ask()
  saveDataStore.subscribe((state, previous) => {
    if (saveDataOn(previous) && !saveDataOn(state)) ask()
  })
  role.onChange((now) => {
    if (now !== null) ask()
  })
}
