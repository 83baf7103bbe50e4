import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { User } from '../../../api/contract/schemas/auth'
import { callApi } from '../../lib/api-client'
import { HttpError } from '../../lib/http-error'
import { isKnownOffline } from '../../lib/offline/network-failure'
import { toast } from '../../lib/toasts'
import { forgetQueries, userQueryKey } from './current-user'

/**
 * POST /api/logout: clears the user and everything fetched on their behalf, in memory and on this
 * device (personal stored copies and the outbox; the caller asks first when the outbox is not empty).
 * Offline, or when the server answers with an error, it does the same at once, and the server's
 * session is ended by a logout queued in the outbox, sent when the network returns.
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: async () => {
      const owner = queryClient.getQueryData<User | null>(userQueryKey)?.id ?? null
      const ended = await endServerSession()
      const { clearPersonalData } = await import('../../lib/offline/clear-personal-data')
      await clearPersonalData({ owner, sessionOpen: !ended }).catch(() => undefined)
    },
    onSuccess: () => {
      forgetQueries(queryClient)
      toast({ title: t`Logout successful`, description: t`You have been logged out successfully.` })
    },
    meta: { failureTitle: t`Logout failed` },
  })
}

/**
 * POST /api/logout. True when the session is over on the server (ended now, or already: 401);
 * false when it may still be open (no network, or an error such as a proxy's 502), so the logout
 * is queued. The device forgets the person whatever the server answered.
 */
async function endServerSession(): Promise<boolean> {
  if (isKnownOffline()) return false
  try {
    await callApi('logout')
    return true
  } catch (error) {
    return error instanceof HttpError && error.status === 401
  }
}
