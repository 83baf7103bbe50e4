import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RouteBody } from '../../../../api/contract/routes'
import { callApi } from '../../../lib/api-client'
import { toast } from '../../../lib/toasts'
import { dashboardKeys } from '../queries'

/**
 * PUT /api/me/professional/verification, always online: a licence of up to 5 MB has no place in
 * the offline outbox. The answer (now submitted) becomes the cached verification, and the
 * directory is read again, since a verified professional's badge goes until the new check.
 */
export function useSubmitVerification() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: RouteBody<'submitVerification'>) => callApi('submitVerification', { body }),
    onSuccess: async (verification) => {
      queryClient.setQueryData(dashboardKeys.verification, verification)
      toast({ title: t`Sent for checking` })
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.professionals })
    },
  })
}
