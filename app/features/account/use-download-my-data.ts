import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { downloadFile } from '../../lib/download-file'
import { activityQueryKey } from './queries'

/** GET /api/me/export, saved as the JSON file the server names; the download is in the activity afterwards. */
export function useDownloadMyData() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: () => downloadFile('exportMyData', 'my-data.json'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activityQueryKey }),
    meta: { failureFallback: t`Your data could not be downloaded. It needs a connection: please try again.` },
  })
}
