import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { User } from '../../../../api/contract/schemas/auth'
import { callApi } from '../../../lib/api-client'
import { toast } from '../../../lib/toasts'
import { userQueryKey } from '../../auth'
import { dashboardKeys } from '../queries'
import type { ProfileBody } from './profile-values'

/**
 * PATCH /api/me/professional/profile. Its answer is the saved profile, so it becomes the cached
 * profile without downloading the photo again; the directory's lists are refetched when next
 * shown, and the signed-in user takes the new title (the server changes both, decisions 001). The
 * verification is read again: a new full name sends a verified check back to the admins.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: ProfileBody) => callApi('updateProfile', { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(dashboardKeys.profile, profile)
      queryClient.setQueryData<User | null>(userQueryKey, (user) => (user ? { ...user, title: profile.title } : user))
      toast({ title: t`Profile updated successfully` })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.professionals }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.verification }),
      ])
    },
    meta: { failureFallback: t`Failed to update profile` },
  })
}
