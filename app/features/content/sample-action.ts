import { useLingui } from '@lingui/react/macro'
import { toast } from '../../lib/toasts'

/**
 * What the sample content's buttons do (docs/product.md#11-content-and-local-forms: none of them makes a call):
 * say so honestly in a toast, rather than a button that silently does nothing.
 */
export function useSampleAction(): () => void {
  const { t } = useLingui()
  return () =>
    toast({
      title: t`Coming soon`,
      description: t`This is sample content: nothing was sent, booked or registered.`,
    })
}
