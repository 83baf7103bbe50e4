import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Availability } from '../../../../api/contract/schemas/availability'
import { callApi } from '../../../lib/api-client'
import { failureMessage } from '../../../lib/failure-message'
import { toast } from '../../../lib/toasts'
import { dashboardKeys } from '../queries'

/** PUT /api/me/professional/availability: the saved hours become the cached ones. */
export function useSaveAvailability() {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  return useMutation({
    mutationFn: (body: Availability) => callApi('setAvailability', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.availability, saved)
      toast({ title: t`Availability saved` })
    },
    onError: (error) => {
      const description = failureMessage(i18n, error, t`Failed to save availability`)
      toast({ title: t`Error`, description, variant: 'destructive' })
    },
  })
}
