import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'
import { OfflineBanner } from './offline-banner'

// Fetched once the page has loaded and the browser is idle, so neither the landing's first load
// nor a server render ever touches IndexedDB.
const OfflineRoot = lazyPart(() => import('./offline-root').then((module) => module.OfflineRoot))

/** The offline banner, then the outbox (Dexie). */
export function OfflineSlot() {
  return (
    <>
      <OfflineBanner />
      <LoadLater part={OfflineRoot} when="idle">
        {(Root) => <Root />}
      </LoadLater>
    </>
  )
}
