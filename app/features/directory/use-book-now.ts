import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { errorMessage } from '../../lib/server-messages'
import { toast } from '../../lib/toasts'
import { currentUserQueryOptions } from '../auth'
import { preloadBookingDialog } from '../booking'
import { saveDataOn } from '../../lib/save-data/save-data'

/** Where a visitor lands after signing in from Book Now: the professional's page, the dialog open. */
export const bookingPageHref = (professionalId: number) => `/professionals/${professionalId}?book=1`

/**
 * Book Now (docs/product.md#3-roles-and-access): a visitor is asked to log in and sent to /auth
 * (and back to this professional with the dialog open once signed in), a professional is told
 * they cannot book, a user gets the Book a Session dialog.
 */
export function useBookNow(openDialog: (professional: Professional) => void) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { t, i18n } = useLingui()

  const bookNow = async (professional: Professional) => {
    // undefined: the session could not be read (offline, say); null: nobody is signed in.
    const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch((error: unknown) => {
      toast({ title: t`Error`, description: errorMessage(i18n, error), variant: 'destructive' })
      return undefined
    })
    if (user === undefined) return
    if (!user) {
      toast({
        title: t`Authentication Required`,
        description: t`Please log in to book a session`,
        variant: 'destructive',
      })
      void navigate({ to: '/auth', search: { redirect: bookingPageHref(professional.id) } })
      return
    }
    if (user.role === 'professional') {
      toast({
        title: t`Not Available`,
        description: t`Professionals cannot book sessions with other professionals`,
        variant: 'destructive',
      })
      return
    }
    openDialog(professional)
  }

  /** Fetches the dialog's code early, but only for someone who may book, and not with Save data on (issue 20). */
  const prepare = () => {
    const user = queryClient.getQueryData(currentUserQueryOptions().queryKey)
    if (user?.role === 'user' && !saveDataOn()) preloadBookingDialog()
  }

  return { bookNow: (professional: Professional) => void bookNow(professional), prepare }
}
