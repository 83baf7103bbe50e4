import { useLingui } from '@lingui/react/macro'
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { RouteBody } from '../../../api/contract/routes'
import type { User } from '../../../api/contract/schemas/auth'
import { callApi, getCurrentUser } from '../../lib/api-client'
import { STORED_USER_KEY } from '../../lib/offline/stored-user-key'
import { endServerSession } from './end-server-session'
import { toast } from '../../lib/toasts'

export const userQueryKey = STORED_USER_KEY

/**
 * GET /api/user: the signed-in user, or null (a 401 means nobody is signed in). Offline, the last
 * answer stored on this device stands in, so a professional's stored dashboard still opens.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  })

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions())
}

function setUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(userQueryKey, user)
}

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

/** Everything fetched for the person goes from memory, and the user reads as signed out. */
function forgetQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] })
  setUser(queryClient, null)
}

/**
 * After the server ended every session of the account for good (it was deleted): what logout
 * clears goes too, in memory and on this device, with nothing queued to send.
 */
export async function forgetSignedInPerson(queryClient: QueryClient): Promise<void> {
  const { clearPersonalData } = await import('../../lib/offline/clear-personal-data')
  await clearPersonalData({ endSessionOf: null }).catch(() => undefined)
  forgetQueries(queryClient)
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
