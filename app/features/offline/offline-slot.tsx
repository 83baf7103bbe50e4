import { useEffect, useState } from 'react'
import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'
import { offlineDbExists } from '../../lib/offline/offline-db-exists'
import { useOutboxWanted } from '../../lib/offline/outbox-wanted'
import { OfflineBanner } from './offline-banner'

// Fetched once the page has loaded and the browser is idle, so neither the landing's first load
// nor a server render ever touches IndexedDB.
const OfflineRoot = lazyPart(() => import('./offline-root').then((module) => module.OfflineRoot))

/**
 * The offline banner, then the outbox (Dexie) once something may wait in it: the device holds the
 * app's database, or this page can queue a write. A first visit to a page that cannot leaves Dexie
 * on the server, which with Save data on is never downloaded for nothing.
 */
export function OfflineSlot() {
  const [stored, setStored] = useState(false)
  const wanted = useOutboxWanted((state) => state.wanted)
  useEffect(() => void offlineDbExists().then(setStored), [])
  return (
    <>
      <OfflineBanner />
      <LoadLater part={OfflineRoot} when={stored || wanted ? 'idle' : false}>
        {(Root) => <Root />}
      </LoadLater>
    </>
  )
}
