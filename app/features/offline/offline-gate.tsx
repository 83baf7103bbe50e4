import { useEffect, useState } from 'react'
import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'
import { offlineDbExists } from '../../lib/offline/offline-db-exists'
import { useOutboxWanted } from '../../lib/offline/outbox-wanted'

const OfflineRoot = lazyPart(() => import('./offline-root').then((module) => module.OfflineRoot))

/**
 * The outbox (Dexie) once something may wait in it: the device holds the app's database, or this
 * page can queue a write. A first visit to a page that cannot leaves Dexie on the server, which
 * with Save data on is then never downloaded for nothing (issue 20).
 */
export function OfflineGate() {
  const [stored, setStored] = useState(false)
  const wanted = useOutboxWanted((state) => state.wanted)
  useEffect(() => void offlineDbExists().then(setStored), [])
  return (
    <LoadLater part={OfflineRoot} when={stored || wanted ? 'idle' : false}>
      {(Root) => <Root />}
    </LoadLater>
  )
}
