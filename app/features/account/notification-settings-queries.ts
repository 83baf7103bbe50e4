import { useLingui } from '@lingui/react/macro'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationSettingsInput } from '../../../api/contract/schemas/notifications'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { accountQueryKey } from './queries'

export const notificationSettingsKey = [...accountQueryKey, 'notification-settings'] as const

/** GET /api/me/notification-settings. */
export const notificationSettingsOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => callApi('myNotificationSettings', { signal }),
  })

/** PUT /api/me/notification-settings: the saved settings become the cached ones. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) => callApi('saveNotificationSettings', { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationSettingsKey, settings)
      toast({ title: t`Notification settings saved` })
    },
    meta: { failureFallback: t`Failed to save your notification settings` },
  })
}
