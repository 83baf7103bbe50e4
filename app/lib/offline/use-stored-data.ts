import { useQuery } from '@tanstack/react-query'
import { isKnownOffline } from './network-failure'
import { queryRoots } from '../query-keys'

/**
 * A page's own data (module constants: Lingui descriptors, numbers) as a query stored on this
 * device on an online visit; offline it is read back from the stored copy and shown from it (with
 * StoredCopyNote), so what is read offline is what was stored. Until then, and when nothing was
 * stored, the bundled data shows, so a page never goes blank. `data` must be a module constant.
 */
export function useStoredData<T>(queryKey: ReturnType<typeof pageDataKey>, data: T): T {
  const { data: stored } = useQuery({
    queryKey,
    // Offline, the stored copy stands in (stored-copy.ts: a network failure reads it back).
    queryFn: () => (isKnownOffline() ? Promise.reject(new TypeError('offline')) : Promise.resolve(data)),
    // Read again on every visit: stored online, read back (and noted) offline.
    refetchOnMount: 'always',
  })
  return stored ?? data
}

/** The query key of every content page's stored data (ContentPage shows its note). */
export const pageQueryKey = (page: string) => [...queryRoots.page, page] as const

/** The query key of one content page's stored data. */
export const pageDataKey = (page: string, name: string) => [...pageQueryKey(page), name] as const
