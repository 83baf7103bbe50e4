import { useEffect, useState, type ComponentType } from 'react'
import { loadWhenOnline } from '../../lib/load-when-online'
import { whenIdle } from '../../lib/when-idle'
import { OfflineBanner } from './offline-banner'

/**
 * The offline banner, then the outbox (Dexie), fetched once the page has loaded and the browser is
 * idle, so neither the landing's first load nor a server render ever touches IndexedDB.
 */
export function OfflineSlot() {
  const [Root, setRoot] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    const cancel = whenIdle(() => {
      loadWhenOnline(() => import('./offline-root'))
        .then((module) => {
          if (live) setRoot(() => module.OfflineRoot)
        })
        .catch(() => undefined)
    })
    return () => {
      live = false
      cancel()
    }
  }, [])
  return (
    <>
      <OfflineBanner />
      {Root ? <Root /> : null}
    </>
  )
}
