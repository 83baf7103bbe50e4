import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { User } from '../../../api/contract/schemas/auth'
import { loadWhenOnline } from '../../lib/load-when-online'
import { userQueryKey } from './current-user'

/**
 * Watches for the end of the session (session-expiry.ts) from the moment someone is signed in in
 * this visit: until then there is no session to end, so that code is not in every page's first load
 * (issue 20), and a visitor who never signs in never loads it.
 */
export function watchSessionOnceSignedIn(queryClient: QueryClient, router: AnyRouter): void {
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const user = event.query.queryKey[0] === userQueryKey[0] ? (event.action.data as User | null | undefined) : null
    if (!user) return
    stop()
    void loadWhenOnline(() => import('./session-expiry'))
      .then(({ watchForExpiredSession }) => watchForExpiredSession(queryClient, router, user))
      .catch(() => undefined)
  })
}
