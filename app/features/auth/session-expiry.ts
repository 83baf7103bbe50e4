import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Query, QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { User } from '../../../api/contract/schemas/auth'
import { HttpError } from '../../lib/http-error'
import { toastAfterFailures } from '../../lib/failure-toast'
import { toast } from '../../lib/toasts'
import { userQueryKey } from './current-user'

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401
const isUserQuery = (query: Query) => query.queryKey[0] === userQueryKey[0]

/**
 * The server ended the session of someone the app believes signed in (30 minutes idle, a logout
 * elsewhere): a call answered 401, or GET /api/user, asked again on the way to a signed-in page
 * (auth-context.ts), answered nobody. Every time, the user is cleared (in memory and in the stored
 * copy), told so in their language, and taken to /auth, which brings them back to this page after
 * they sign in; what they were sending waits in the outbox for them (its owner). Runs after the
 * call's own error handling, and its toast follows the call's failure toast (toastAfterFailures),
 * so this toast is the one left on screen. Started once someone is signed in (watch-session.ts),
 * with who that is.
 */
export function watchForExpiredSession(queryClient: QueryClient, router: AnyRouter, signedIn: User): void {
  const sessionEnded = () => {
    queryClient.setQueryData(userQueryKey, null)
    void import('../../lib/offline/query-copies').then(({ storeSignedOut }) => storeSignedOut()).catch(() => undefined)
    toastAfterFailures(() =>
      toast({
        title: i18n._(msg`Session expired`),
        description: i18n._(msg`Please log in again to continue. Anything you were sending is kept on this device.`),
      }),
    )
    const { href } = router.state.location
    // What was fetched for them goes once their pages are gone, so none of it is asked for again meanwhile.
    void router
      .navigate({ to: '/auth', search: { redirect: href } })
      .then(() => queryClient.removeQueries({ predicate: (query) => !isUserQuery(query) }))
  }
  const onError = (error: unknown) => {
    if (isUnauthorized(error) && queryClient.getQueryData<User | null>(userQueryKey)) sessionEnded()
  }
  // Who the last answer or sign-in said was signed in; a copy restored from the device says nothing
  // (an old session found ended when the app starts is no expiry to announce).
  let believed: User | null = signedIn
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    if (action.type === 'error') onError(action.error)
    if (action.type !== 'success' || !isUserQuery(event.query)) return
    const now = (action.data as User | null | undefined) ?? null
    // Signed out by the server's answer, not by this app (logout and sign-in set the user themselves).
    const endedByServer = !action.manual && believed !== null && now === null
    believed = now
    if (endedByServer) sessionEnded()
  })
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
}
