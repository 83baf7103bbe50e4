import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Availability } from '../../../../api/contract/schemas/availability'
import { callApi } from '../../../lib/api-client'
import { toast } from '../../../lib/toasts'
import { dashboardKeys } from '../queries'

/** PUT /api/me/professional/availability: the saved hours become the cached ones. */
export function useSaveAvailability() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: Availability) => callApi('setAvailability', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.availability, saved)
      toast({ title: t`Availability saved` })
    },
    meta: { failureFallback: t`Failed to save availability` },
  })
}
