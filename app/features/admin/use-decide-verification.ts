import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDecision, AdminVerification } from '../../../api/contract/schemas/verification'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'
import { adminKeys } from './queries'

export type Decision = { entry: AdminVerification; body: AdminDecision }

/** A decision on the submission the admin read: its time goes with it, so a newer one is refused (409). */
export const decisionOn = (entry: AdminVerification, decision: Omit<AdminDecision, 'submittedAt'>): AdminDecision => ({
  ...decision,
  // A queue entry is always a submitted check, which has its time.
  submittedAt: entry.verification.submittedAt ?? '',
})

/**
 * PATCH /api/admin/verifications/{professionalId}. Whatever the answer, the admin lists and events
 * are read again (a refusal usually means another admin decided first), and so is the directory,
 * whose badges follow the decision.
 */
export function useDecideVerification() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: ({ entry, body }: Decision) =>
      callApi('decideVerification', { params: { professionalId: entry.professional.id }, body }),
    onSuccess: (_answer, { entry, body }) => {
      const name = entry.professional.fullName
      toast({
        title:
          body.decision === 'verified'
            ? t`${name} is verified`
            : t`${name}'s details were rejected: they will see your reason`,
      })
    },
    meta: { failureFallback: t`The decision could not be saved. Please try again.` },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.directory }),
      ]),
  })
}
