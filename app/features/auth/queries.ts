import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { RouteBody } from '../../../api/contract/routes'
import type { User } from '../../../api/contract/schemas/auth'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { forgetQueries, setUser, userQueryKey } from './current-user'
import { endServerSession } from './end-server-session'

/**
 * The user a login or registration returned, in memory and as the copy shown offline (a reload
 * offline). The sign-in replaced the old session on the server, so a logout still queued for it
 * must not be sent.
 */
function signedIn(queryClient: QueryClient, user: User): void {
  setUser(queryClient, user)
  void import('../../lib/offline/query-copies')
    .then(({ queryCopies }) => queryCopies.personal.persistQueryByKey(userQueryKey, queryClient))
    .catch(() => undefined)
  void import('../../lib/offline/clear-personal-data')
    .then(({ forgetQueuedLogouts }) => forgetQueuedLogouts())
    .catch(() => undefined)
}

/** POST /api/login; on success the user is set and greeted (docs/product.md#9-messages-and-toasts). */
export function useLoginMutation() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: RouteBody<'login'>) => callApi('login', { body }),
    onSuccess: (user) => {
      signedIn(queryClient, user)
      const name = user.username
      toast({ title: t`Login successful`, description: t`Welcome back, ${name}!` })
    },
    meta: { failureTitle: t`Login failed` },
  })
}

/**
 * POST /api/password-reset/confirm: the server signed this browser in under a fresh session, so
 * the user is asked for again and set as a login's would be.
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: async (body: RouteBody<'confirmPasswordReset'>) => {
      await callApi('confirmPasswordReset', { body })
      return callApi('currentUser')
    },
    onSuccess: (user) => {
      signedIn(queryClient, user)
      toast({ title: t`Password reset`, description: t`You are signed in with your new password.` })
    },
    meta: { failureTitle: t`Password reset failed` },
  })
}

/** POST /api/register: confirmPassword is the form's business and is never sent. */
export function useRegisterMutation() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: RouteBody<'register'>) => callApi('register', { body }),
    onSuccess: (user) => {
      signedIn(queryClient, user)
      toast({ title: t`Registration successful` })
    },
    meta: { failureTitle: t`Registration failed` },
  })
}

/**
 * POST /api/logout: clears the user and everything fetched on their behalf, in memory and on this
 * device (personal stored copies and the outbox; the caller asks first when the outbox is not empty).
 * Offline it does the same at once, and the server's session is ended by a logout queued in the
 * outbox, sent when the network returns.
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: async () => {
      const owner = queryClient.getQueryData<User | null>(userQueryKey)?.id ?? null
      const ended = await endServerSession()
      const { clearPersonalData } = await import('../../lib/offline/clear-personal-data')
      await clearPersonalData({ endSessionOf: ended ? null : owner }).catch(() => undefined)
    },
    onSuccess: () => {
      forgetQueries(queryClient)
      toast({ title: t`Logout successful`, description: t`You have been logged out successfully.` })
    },
    meta: { failureTitle: t`Logout failed` },
  })
}
