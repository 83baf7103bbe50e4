import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../lib/api-client'
import { adminKeys } from './queries'

/**
 * POST /api/admin/message-reports/{reportId}/handled. Whatever the answer, the reports are read
 * again: another admin may have handled it first, which is fine (204 all the same).
 */
export function useHandleReport() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (reportId: number) => callApi('handleMessageReport', { params: { reportId } }),
    meta: { failureFallback: t`The report could not be marked as handled. Please try again.` },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messageReports }),
  })
}
