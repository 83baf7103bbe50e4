import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PasswordChange } from '../../../api/contract/schemas/password'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { activityQueryKey } from './queries'

/**
 * POST /api/me/password, sent now or not at all (never queued: a password waiting on a device is
 * no change). The server ends every other session of the account; this one stays signed in.
 */
export function useChangePassword() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: PasswordChange) => callApi('changePassword', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityQueryKey })
      toast({ title: t`Password changed`, description: t`You were signed out everywhere else.` })
    },
    meta: { failureFallback: t`Your password was not changed. Changing it needs a connection: please try again.` },
  })
}
