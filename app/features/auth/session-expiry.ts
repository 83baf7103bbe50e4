import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { User } from '../../../api/contract/schemas/auth'
import { HttpError } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { userQueryKey } from './queries'

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401

/**
 * A 401 on any query or mutation while the app believes someone is signed in means the server
 * ended their session (30 minutes idle, or a logout elsewhere). The user is cleared (in memory and
 * in the stored copy), told so in their language, and taken to /auth, which brings them back to
 * this page after they sign in; what they were sending waits in the outbox for them (its owner).
 * Runs after the call's own error handling, so this toast is the one left on screen.
 */
export function watchForExpiredSession(queryClient: QueryClient, router: AnyRouter): () => void {
  const onError = (error: unknown) => {
    if (!isUnauthorized(error) || !queryClient.getQueryData<User | null>(userQueryKey)) return
    queryClient.setQueryData(userQueryKey, null)
    void import('../../lib/offline/query-copies').then(({ storeSignedOut }) => storeSignedOut()).catch(() => undefined)
    toast({
      title: i18n._(msg`Session expired`),
      description: i18n._(msg`Please log in again to continue. Anything you were sending is kept on this device.`),
    })
    const { href } = router.state.location
    // What was fetched for them goes once their pages are gone, so none of it is asked for again meanwhile.
    void router
      .navigate({ to: '/auth', search: { redirect: href } })
      .then(() => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] }))
  }
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  return () => {
    stopQueries()
    stopMutations()
  }
}
