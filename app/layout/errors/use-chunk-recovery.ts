import { useEffect, useState } from 'react'
import { chunkFailure, reloadOnceFor } from '../../lib/failed-chunk'

/** 'offline': waiting for the network; 'reloading': into the deployed version; 'failed': nothing to wait for. */
export type ChunkRecovery = 'checking' | 'offline' | 'reloading' | 'failed'

/**
 * A file of the app that did not load: offline, the page reloads by itself once the connection
 * returns (the browser remembers a failed import, so only a reload tries it again); online, the
 * page reloads once into the version the server now has.
 */
export function useChunkRecovery(url: string | null): ChunkRecovery {
  const [state, setState] = useState<ChunkRecovery>(url ? 'checking' : 'failed')
  useEffect(() => {
    if (!url) return
    let current = true
    const reloadWhenOnline = () => window.location.reload()
    void chunkFailure(url).then((failure) => {
      if (!current) return
      if (failure === 'offline') {
        setState('offline')
        window.addEventListener('online', reloadWhenOnline, { once: true })
      } else setState(reloadOnceFor(url) ? 'reloading' : 'failed')
    })
    return () => {
      current = false
      window.removeEventListener('online', reloadWhenOnline)
    }
  }, [url])
  return state
}
