import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { RouteBody } from '../../../api/contract/routes'
import type { User } from '../../../api/contract/schemas/auth'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { setUser, userQueryKey } from './current-user'

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

/**
 * Before a signed-in person's first answer: the copies an expired session left on this device may
 * be someone else's (a shared phone), so a sign-in starts with none.
 */
async function forgetEarlierCopies(): Promise<void> {
  const { clearPersonalCopies } = await import('../../lib/offline/query-copies')
  await clearPersonalCopies().catch(() => undefined)
}

/** POST /api/login; on success the user is set and greeted (docs/product.md#9-messages-and-toasts). */
export function useLoginMutation() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: async (body: RouteBody<'login'>) => {
      const user = await callApi('login', { body })
      await forgetEarlierCopies()
      return user
    },
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
      await forgetEarlierCopies()
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
    mutationFn: async (body: RouteBody<'register'>) => {
      const user = await callApi('register', { body })
      await forgetEarlierCopies()
      return user
    },
    onSuccess: (user) => {
      signedIn(queryClient, user)
      toast({ title: t`Registration successful` })
    },
    meta: { failureTitle: t`Registration failed` },
  })
}
