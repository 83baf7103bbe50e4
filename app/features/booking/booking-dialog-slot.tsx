import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { Spinner } from '../../components/ui/spinner'
import { toast } from '../../lib/toasts'

type DialogModule = typeof import('./booking-dialog')
let loaded: DialogModule | null = null

/**
 * The dialog, Headless UI and TanStack Form arrive in their own chunk, only when a user who may
 * book presses Book Now (or is about to): the landing page's first load stays small.
 */
export function preloadBookingDialog(): Promise<DialogModule> {
  return import('./booking-dialog').then((module) => (loaded = module))
}

type Props = { professional: Professional | null; onClose: () => void }

/** Where the Book a Session dialog lives; it stays mounted once loaded so it can animate closed. */
export function BookingDialogSlot({ professional, onClose }: Props) {
  const { t } = useLingui()
  const [module, setModule] = useState(loaded)
  const [shown, setShown] = useState(professional)
  if (professional && professional !== shown) setShown(professional)

  useEffect(() => {
    if (!professional || module) return
    let current = true
    preloadBookingDialog().then(
      (arrived) => current && setModule(arrived),
      () => {
        if (!current) return
        toast({
          title: t`Error`,
          description: t`The booking form could not be loaded. Please check your connection and try again.`,
          variant: 'destructive',
        })
        onClose()
      },
    )
    return () => {
      current = false
    }
  }, [professional, module, onClose, t])

  if (!module) {
    return professional ? (
      <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60">
        <div className="rounded-xl bg-white px-8">
          <Spinner />
        </div>
      </div>
    ) : null
  }
  return shown ? <module.BookingDialog professional={shown} open={professional !== null} onClose={onClose} /> : null
}
