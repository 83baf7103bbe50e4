import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { AccountUpdate } from '../../../api/contract/schemas/account'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { queryRoots } from '../../lib/query-keys'

/** Stored on this device as a personal copy (app/lib/offline/stored-queries.ts), the activity with it. */
export const accountQueryKey = queryRoots.account
export const activityQueryKey = [...accountQueryKey, 'activity'] as const

/** GET /api/me/account: the username, phone and consent of whoever is signed in. */
export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => callApi('myAccount', { signal }) })

/**
 * GET /api/me/audit: the person's last 50 events, newest first. Asked again on each visit: signing
 * in elsewhere adds to it.
 */
export const activityQueryOptions = () =>
  queryOptions({
    queryKey: activityQueryKey,
    queryFn: ({ signal }) => callApi('myAudit', { signal }),
    staleTime: 0,
  })

/** PATCH /api/me/account: the saved account (phone as E.164) becomes the cached one. */
export function useUpdateAccount() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: AccountUpdate) => callApi('updateAccount', { body }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account)
      toast({ title: t`Account saved` })
    },
    meta: { failureFallback: t`Failed to save your account` },
  })
}
