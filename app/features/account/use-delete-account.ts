import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { User } from '../../../api/contract/schemas/auth'
import type { AccountDeletion } from '../../../api/contract/schemas/password'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { forgetSignedInPerson, userQueryKey } from '../auth'

/**
 * DELETE /api/me, sent now or not at all. Once the server has deleted the account (and ended its
 * sessions), the person leaves for the home page and nothing of theirs stays on this device.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: AccountDeletion) => callApi('deleteAccount', { body }),
    onSuccess: async () => {
      const owner = queryClient.getQueryData<User | null>(userQueryKey)?.id ?? null
      // Signed out at once: a read still on its way (the header's count) now answers 401, which
      // must not pass for an expired session and send the person to the sign-in page.
      queryClient.setQueryData(userQueryKey, null)
      // Away from the account page first, so none of its reads is asked for again meanwhile.
      await router.navigate({ to: '/' })
      await forgetSignedInPerson(queryClient, owner)
      toast({ title: t`Your account was deleted` })
    },
    meta: { failureFallback: t`Your account was not deleted. Deleting it needs a connection: please try again.` },
  })
}
