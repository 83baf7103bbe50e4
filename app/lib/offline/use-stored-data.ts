import { useEffect, useState } from 'react'
import { markStoredCopy } from './stored-copies'

/**
 * A page's own data (module constants: Lingui descriptors, numbers), stored on this device on an
 * online visit and, offline, read back from the stored copy and shown from it (marked for
 * StoredCopyNote), so what is read offline is what was stored. `data` must be a module constant.
 */
export function useStoredData<T>(key: string, data: T): T {
  const [stored, setStored] = useState<T | null>(null)
  useEffect(() => {
    let live = true
    const snapshots = import('./snapshots')
    if (navigator.onLine) {
      markStoredCopy(key, null)
      void snapshots.then(({ saveSnapshot }) => saveSnapshot(key, data, false)).catch(() => undefined)
    } else {
      void snapshots
        .then(({ readSnapshot }) => readSnapshot(key))
        .then((snapshot) => {
          if (!live || !snapshot) return
          setStored(snapshot.data as T)
          markStoredCopy(key, snapshot.savedAt)
        })
        .catch(() => undefined)
    }
    return () => {
      live = false
    }
  }, [key, data])
  return stored ?? data
}

/** The snapshot key prefix of one content page's stored data (ContentPage shows its note). */
export const pageDataKey = (page: string, name: string) => `page:${page}:${name}`
