import type { QueryKey } from '@tanstack/react-query'
import type { OfflineRoute } from './outbox-entry'

const refreshes = new Map<OfflineRoute, readonly QueryKey[]>()

/**
 * The features say, when their module loads, which queries a route's write changes (query-key
 * roots from app/lib/query-keys.ts): useOfflineMutation refreshes them once the server has
 * answered, and so does the outbox runner when the write is delivered or refused later, without
 * knowing any feature. Returns the keys, for the feature's mutation.
 */
export function refreshAfterWrite(route: OfflineRoute, queryKeys: readonly QueryKey[]): readonly QueryKey[] {
  refreshes.set(route, queryKeys)
  return queryKeys
}

/** What a route's write refreshes; none said yet: nothing. */
export function refreshesOf(route: OfflineRoute): readonly QueryKey[] {
  return refreshes.get(route) ?? []
}
