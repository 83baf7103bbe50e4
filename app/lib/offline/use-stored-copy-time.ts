import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { storedCopyTime } from './stored-copy-marks'

/**
 * The oldest save time among the stored copies shown by the queries under `queryKeys` (each a key
 * prefix), or null when everything shown is live.
 */
export function useStoredCopyTime(queryKeys: readonly QueryKey[]): number | null {
  const cache = useQueryClient().getQueryCache()
  const oldest = () => {
    const times = queryKeys
      .flatMap((queryKey) => cache.findAll({ queryKey }))
      .map(storedCopyTime)
      .filter((time) => time !== null)
    return times.length > 0 ? Math.min(...times) : null
  }
  return useSyncExternalStore(cache.subscribe, oldest, () => null)
}
