import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'
import { OfflineBanner } from './offline-banner'

// Fetched once the page has loaded and the browser is idle, so neither the landing's first load
// nor a server render ever touches IndexedDB.
const OfflineGate = lazyPart(() => import('./offline-gate').then((module) => module.OfflineGate))

/** The offline banner, then the outbox (Dexie) once something may wait in it. */
export function OfflineSlot() {
  return (
    <>
      <OfflineBanner />
      <LoadLater part={OfflineGate} when="idle">
        {(Gate) => <Gate />}
      </LoadLater>
    </>
  )
}
